#!/usr/bin/env bash
# Set up what farmlab needs, once: a virtual environment in .venv with the
# package (editable) and everything the boards, apps and tests use.
# Safe to run again: it only reinstalls when pyproject.toml has changed.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  echo "farmlab: creating .venv ..."
  "$PY" -m venv .venv
fi
stamp=.venv/.farmlab-installed
want=$(sha256sum pyproject.toml | cut -c1-16)
if [ "$(cat "$stamp" 2>/dev/null || true)" != "$want" ]; then
  echo "farmlab: installing packages (a few minutes the first time) ..."
  if ! { .venv/bin/python -m pip install --upgrade pip && .venv/bin/python -m pip install -e ".[test]"; } > .venv/pip.log 2>&1; then
    tail -n 40 .venv/pip.log >&2
    echo "farmlab: installing packages failed (full log: .venv/pip.log)" >&2
    exit 1
  fi
  echo "$want" > "$stamp"
fi
