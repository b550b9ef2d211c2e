#!/usr/bin/env bash
# Set up (first time only) and serve the farmlab gallery with Voila on this machine.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
PORT=${PORT:-8866}
echo "farmlab: open http://localhost:${PORT}/voila/render/index.ipynb   (Ctrl+C stops the server)"
# notebooks/voila.py (a preheated kernel per app, class-sized pools from FARMLAB_POOLS, idle-kernel culling)
# is read from --Voila.config_file_paths
exec .venv/bin/python -m voila notebooks --no-browser --port="$PORT" --Voila.ip=127.0.0.1 \
  --Voila.config_file_paths=notebooks "$@"
