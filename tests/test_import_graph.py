"""The houses have no import circles (issue 14, issue 23).

The graph is read from the source with ``ast``, imports inside functions
included: a lazy import that closes a circle is still a circle, it only hides
it from the interpreter until run time. A package's ``__init__`` counts as the
package's own module; a module is not taken to import its parent package just
by living in it (Python does that for every submodule, so it says nothing).
Imports under ``if TYPE_CHECKING:`` are left out: they never run.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("engine", "moonveil_desktop")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def all_modules() -> dict[str, Path]:
    return {module_name(path): path for package in PACKAGES for path in sorted((ROOT / package).rglob("*.py"))}


def type_checking_blocks(tree: ast.AST) -> set[ast.AST]:
    """Imports under ``if TYPE_CHECKING:`` exist for the type checker only."""
    hidden: set[ast.AST] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.body:
                hidden.update(ast.walk(child))
    return hidden


def imported_names(tree: ast.AST, importer: str, is_package: bool, modules: dict[str, Path]) -> set[str]:
    names: set[str] = set()
    hidden = type_checking_blocks(tree)
    for node in ast.walk(tree):
        if node in hidden:
            continue
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = resolve_from(node, importer, is_package)
            # "from a.b import c" imports the module a.b.c when there is one, else a name of a.b.
            for alias in node.names:
                names.add(submodule if (submodule := f"{base}.{alias.name}") in modules else base)
    return names


def resolve_from(node: ast.ImportFrom, importer: str, is_package: bool) -> str:
    if not node.level:
        return node.module or ""
    package = importer.split(".") if is_package else importer.split(".")[:-1]
    anchor = package[: len(package) - (node.level - 1)]
    return ".".join([*anchor, node.module] if node.module else anchor)


def graph(modules: dict[str, Path]) -> dict[str, set[str]]:
    edges: dict[str, set[str]] = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = imported_names(tree, name, path.name == "__init__.py", modules)
        edges[name] = {target for target in names if target in modules and target != name}
    return edges


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(edges.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def circles_within(package: str) -> list[list[str]]:
    edges = graph(all_modules())
    return [c for c in circles(edges) if any(m == package or m.startswith(package + ".") for m in c)]


def test_engine_has_no_import_circle() -> None:
    assert circles_within("engine") == []


def test_app_has_no_import_circle() -> None:
    assert circles_within("moonveil_desktop") == []


def test_core_imports_no_rule_book() -> None:
    """engine/ruleset.py, game.py and the rest of the core never import a book;
    books register themselves when the ``engine`` package imports them."""
    edges = graph(all_modules())
    core = [m for m in edges if m.startswith("engine.") and not m.startswith("engine.rulesets")]
    offenders = {m: sorted(t for t in edges[m] if t.startswith("engine.rulesets")) for m in core}
    assert {m: t for m, t in offenders.items() if t} == {}


def test_the_checker_sees_a_circle() -> None:
    """The checker itself can fail: a planted two-module circle is found."""
    assert circles({"a": {"b"}, "b": {"a"}, "c": {"a"}}) == [["a", "b"]]
    assert circles({"a": {"b"}, "b": set()}) == []
