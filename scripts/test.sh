#!/usr/bin/env bash
# The whole test suite: lint, format, types, translations, terminology, then pytest. The test
# tools come first (scripts/install-test-tools.sh: quick when they are there).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-test-tools.sh
export QT_QPA_PLATFORM=offscreen
.venv/bin/ruff check .
.venv/bin/ruff format --check .
.venv/bin/mypy --strict engine
.venv/bin/python scripts/translations.py check  # every string translated in es, it, zh_CN; .qm rebuilt
.venv/bin/python scripts/terminology.py  # one term per concept in every language with a glossary (translations/glossary)
.venv/bin/python -m pytest -q -p no:cacheprovider "$@"
