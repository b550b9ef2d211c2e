#!/usr/bin/env bash
# Set up (first time only) and run every test: engine, notebooks (nbval) and
# the real-browser tests of the Voila apps (Playwright + Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "farmlab: installing Chromium for the browser tests ..."
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >/dev/null
  else
    echo "farmlab: /usr/bin/chromium is missing; install it (apt-get install chromium) for the browser tests" >&2
  fi
fi
export MPLBACKEND=Agg
# two workers (the CI machine has 2 cores): each notebook, and the browser tests together, stay
# on one worker (tests/conftest.py); FARMLAB_TEST_WORKERS=0 runs everything in this process
.venv/bin/python -m pytest -q -p no:cacheprovider -n "${FARMLAB_TEST_WORKERS:-2}" \
  tests --nbval-lax --nbval-current-env notebooks "$@"
