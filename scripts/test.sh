#!/usr/bin/env bash
# The whole test suite: lint, format, types, translations, terminology, then pytest. The test
# tools come first (scripts/install-test-tools.sh: quick when they are there).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-test-tools.sh
export QT_QPA_PLATFORM=offscreen
.venv/bin/ruff check .
.venv/bin/ruff format --check .
# The engine, and the app's modules that read its views (typed by engine/view_types.py).
# Imports are followed silently: the Qt-heavy modules left out have their own stub
# errors; a module listed here is clean on its own.
VIEW_READERS=(
  moonveil_desktop/{table,evening,story_words,view_types,titles,reminders,controller,console_rows,integration,phones_link,phone_child,loop}.py
  moonveil_desktop/web/{pages,server,i18n,errors,guard,waiting,child,commands,connections}.py
  moonveil_desktop/projector/{scene,tv_web,window}.py
  moonveil_desktop/ui/{pages,panels,after_game,mainwindow,grimoire,phase,target_groups}.py
)
.venv/bin/mypy --strict --follow-imports=silent engine "${VIEW_READERS[@]}"
.venv/bin/python scripts/translations.py check  # every string translated in es, it, zh_CN; .qm rebuilt
.venv/bin/python scripts/terminology.py  # one term per concept in every language with a glossary (translations/glossary)
.venv/bin/python -m pytest -q -p no:cacheprovider "$@"
