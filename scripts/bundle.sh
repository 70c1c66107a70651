#!/usr/bin/env bash
# Builds the standalone one-folder bundle for the machine it runs on, with PyInstaller
# (packaging/moonveil.spec): OUT/bundle/moonveil/moonveil (moonveil.exe on Windows; on
# macOS also "OUT/bundle/Moonveil Desktop.app"). OUT is the first argument, default
# build. People without Python unpack that folder and run it. Needs the venv of
# scripts/install.sh (or PYTHON=... naming a Python that has the app's dependencies).
# Check a bundle with: OUT/bundle/moonveil/moonveil --smoke-test  (see docs/release.md)
set -euo pipefail
cd "$(dirname "$0")/.."
OUT="${1:-build}"
PYTHON="${PYTHON:-.venv/bin/python}"
[ -x "$PYTHON" ] || PYTHON=.venv/Scripts/python.exe  # a Windows venv
"$PYTHON" -m pip install -q "pyinstaller>=6.22,<7"
export MOONVEIL_ICON_PNG="$OUT/icon/moonveil.png"
"$PYTHON" packaging/render_icon.py "$MOONVEIL_ICON_PNG"
# no --clean: it empties PyInstaller's shared cache under a build that may be running
# beside this one (the bundle test, bench/bundle.py); each OUT has its own work folder
"$PYTHON" -m PyInstaller --noconfirm --log-level WARN \
  --distpath "$OUT/bundle" --workpath "$OUT/pyinstaller" packaging/moonveil.spec
echo "bundle: $OUT/bundle/moonveil"
