#!/usr/bin/env bash
# Mutation testing of the engine with mutmut (issue 21): does a test fail when
# the code is changed a little (a `<` made `<=`, an `and` made `or`, a number
# off by one)? A mutant no test kills is a gap in the tests or an equivalent
# change; record the scores in docs/testing.md.
#
#   bash scripts/mutation.sh                       # the engine core and every rule set's night/day/rules
#   bash scripts/mutation.sh engine/commands.py    # only these files
#   MUTATION_KEEP=1 bash scripts/mutation.sh ...    # keep the scratch copy (mutmut browse, re-runs)
#   MUTATION_JOBS=1 bash scripts/mutation.sh ...    # fewer parallel workers (default 2)
#   MUTATION_FULL=1 bash scripts/mutation.sh ...    # also the slow property and statistics tests
#   MUTATION_ONLY='engine.game.x_apply__mutmut_*' bash scripts/mutation.sh engine/game.py
#                                                   # only the mutants matching these patterns
#                                                   # (space-separated, fnmatch; a run cut short goes on)
#
# By default the slow whole-game files below are left out of the test selection:
# they take ~50 of the ~57 s a core function's tests take, and a surviving mutant
# runs every test that reaches it, so a run is ~5x quicker without them. It can
# only under-count (a mutant only they kill is reported as survived): re-run the
# survivors with MUTATION_FULL=1 before calling one equivalent. mutmut runs at
# `nice` 10 (MUTATION_NICE) so benchmarks and the console beside it keep the CPU.
#
# mutmut runs in a scratch copy (its own setup.cfg, its mutants/ folder), so
# the work tree is never changed. Slow: one module of the engine takes minutes
# on two cores; run it on purpose, not in the suite.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
PY="$ROOT/.venv/bin/python"

# the test plugins too (pytest-asyncio, hypothesis): scripts/install.sh installs only the app
"$PY" -c "import mutmut, hypothesis, pytest_asyncio" 2>/dev/null || "$ROOT/.venv/bin/pip" install -q "$ROOT[mutation,test]"

if [ "$#" -gt 0 ]; then
  MODULES=("$@")
else
  # the engine core, and every module of a rule set that decides play: its night,
  # day and rules, and the parts split out of rules.py by meaning (outcome, phases,
  # eliminations ...). Left out: data and words (roles, catalogs, texts), set-up,
  # positions, refusal tables and the bots, which decide no rule.
  MODULES=(engine/commands.py engine/game.py engine/voting.py engine/night.py engine/abilities.py
    engine/views.py engine/night_hooks.py engine/ruleset_rules.py engine/ruleset_outcome.py
    engine/codec.py engine/model.py engine/options.py)
  for ruleset in engine/rulesets/*/; do
    for part in night day rules abilities advanced actions outcome phases deadlines conflicts \
      declarations eliminations events flow groups nightfall prompts submissions; do
      [ -f "$ruleset$part.py" ] && MODULES+=("$ruleset$part.py")
    done
  done
fi

# Whole games played many times over (properties, statistics, round trips): slow,
# and they check invariants the unit tests of each module check more directly.
SLOW_TESTS=(
  tests/engine/test_position_roundtrip.py tests/engine/test_published_model.py
  tests/engine/test_random_play.py tests/engine/test_bot_view.py tests/engine/test_balance.py
  tests/engine/test_bots_legal.py tests/engine/test_cli.py tests/engine/test_view_types.py
  tests/engine/test_outcome_points.py tests/rulesets/luna_llena/test_bots.py
  tests/rulesets/moonveil/test_bots.py tests/rulesets/three_factions/test_bots.py
)

SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/moonveil-mutation.XXXXXX")
if [ -n "${MUTATION_KEEP:-}" ]; then
  # kept: `cd` there and `mutmut browse`, or re-run some mutants after a test is added
  # (copy the new test in, then `mutmut run NAME...`)
  echo "scratch copy kept in $SCRATCH"
else
  trap 'rm -rf "$SCRATCH"' EXIT
fi
git ls-files -z engine tests pyproject.toml | tar --null -T - -cf - | tar -xf - -C "$SCRATCH"
{
  echo "[mutmut]"
  # the whole package is copied (the editable install would otherwise import the
  # unmutated engine); only the chosen files are mutated
  echo "source_paths="
  echo "    engine"
  echo "only_mutate="
  for module in "${MODULES[@]}"; do echo "    $module"; done
  echo "pytest_add_cli_args_test_selection="
  echo "    tests/engine"
  echo "    tests/rulesets"
  echo "    tests/test_scenarios.py"
  echo "    tests/test_game_redo.py"
  if [ -z "${MUTATION_FULL:-}" ]; then
    for slow in "${SLOW_TESTS[@]}"; do echo "    --ignore=$slow"; done
  fi
  echo "pytest_add_cli_args="
  echo "    -p"
  echo "    no:cacheprovider"
  echo "    -x"
  echo "    -q"
} > "$SCRATCH/setup.cfg"

cd "$SCRATCH"
read -ra ONLY <<< "${MUTATION_ONLY:-}"  # split on spaces, never globbed by the shell
# mutmut reads [tool.mutmut] from pyproject.toml first; the project has none, so setup.cfg rules
QT_QPA_PLATFORM=offscreen nice -n "${MUTATION_NICE:-10}" "$PY" -m mutmut run --max-children "${MUTATION_JOBS:-2}" "${ONLY[@]}" >/dev/null || true
"$PY" -m mutmut results --all true > results.txt || true
"$PY" - "${MODULES[@]}" <<'EOF'
"""Score per module: killed / (all - skipped). `mutmut results --all true`
prints `    <module>.<function>__mutmut_<n>: <status>` per mutant."""
import collections
import sys

modules = {m.removesuffix(".py").replace("/", "."): m for m in sys.argv[1:]}
counts: dict[str, collections.Counter[str]] = {m: collections.Counter() for m in modules.values()}
for line in open("results.txt", encoding="utf-8"):
    name, _, status = line.strip().rpartition(": ")
    module = next((path for dotted, path in modules.items() if name.startswith(dotted + ".")), None)
    if module is not None:
        counts[module][status] += 1
print(f"{'module':48} {'killed':>7} {'survived':>9} {'other':>6} {'score':>7}")
for module, count in counts.items():
    killed = count["killed"] + count["timeout"]
    survived = count["survived"]
    other = sum(count.values()) - killed - survived - count["skipped"]
    total = killed + survived + other
    score = f"{100 * killed / total:.1f}%" if total else "-"
    print(f"{module:48} {killed:7} {survived:9} {other:6} {score:>7}")
EOF
echo
echo "survivors (each a test gap or an equivalent change):"
grep ": survived$" results.txt | cut -d: -f1 | while read -r mutant; do
  echo "== $mutant"
  "$PY" -m mutmut show "$mutant" 2>/dev/null | grep "^[-+] " || true
done
