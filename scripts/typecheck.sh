#!/usr/bin/env bash
# Type-checks the workspace as two programs, side by side (two cores): every package but the
# web app (tsconfig.json), and the web app with its tests (web/tsconfig.test.json). The packages'
# own tsconfig.json files are for editors and for checking one package alone.
set -euo pipefail
cd "$(dirname "$0")/.."
printf '%s\n' tsconfig.json web/tsconfig.test.json | xargs -P 2 -I{} node node_modules/typescript/bin/tsc -p {}
