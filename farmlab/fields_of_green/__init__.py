"""Fields of Green (2–4 players): draft Location cards, build a farm around Water Towers and Silos."""

IN_PROGRESS = "the decks are in; the engine, bots, board and lessons are still being built"
