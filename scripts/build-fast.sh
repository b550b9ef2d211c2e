#!/usr/bin/env bash
# Build the compiled (mypyc) wheel of farmlab into dist/, for big simulations.
#
#   bash scripts/build-fast.sh       # then install the wheel into an environment of its own:
#   python3 -m venv .venv-fast && .venv-fast/bin/pip install dist/farmlab-*-cp3*.whl
#   .venv-fast/bin/python benchmarks/speed.py
#
# Same source, compiled: about 2-3.5x faster games (see setup.py). pip builds
# it in an isolated environment and fetches mypy there itself (a normal
# install never needs mypy). Rebuild after changing the engine: an installed
# compiled wheel does not see edits of the .py files (use `pip install -e .`,
# pure Python, while working on the rules).
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python3}"
rm -rf build
FARMLAB_COMPILE=1 "$PYTHON" -m pip wheel --no-deps -w dist .
ls -1 dist/farmlab-*-cp3*.whl
whl=dist/$(ls -t dist | grep -m1 'farmlab-.*-cp3.*\.whl')
echo "Install it into an environment of its own (the .venv of the two README commands stays pure"
echo "Python, so that edits of the rules take effect at once):"
echo "  $PYTHON -m venv .venv-fast && .venv-fast/bin/pip install --force-reinstall $whl"
echo "  .venv-fast/bin/python benchmarks/speed.py"
echo "(In the repository's top folder, 'python -c' and a Python shell import the source folder next to"
echo "them, pure Python; scripts such as benchmarks/speed.py import the installed compiled package.)"
