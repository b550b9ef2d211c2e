"""Interactive boards for farmlab games (ipywidgets), imported as ``farmlab.widgets``."""
