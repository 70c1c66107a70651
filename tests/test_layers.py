"""The application's layers (issue 14): widgets in ``moonveil_desktop/ui/`` reach the
game through the controller only. They never import the saved-games file
(``moonveil_desktop.storage``) or the phone server (``moonveil_desktop.web``), not
even inside a function; app.py composes those parts and hands each what it needs."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
UI = ROOT / "moonveil_desktop" / "ui"
FORBIDDEN = ("moonveil_desktop.storage", "moonveil_desktop.web")


def imported_modules(tree: ast.AST) -> list[tuple[int, str]]:
    """Every module an import statement names (``from a import b`` names ``a`` and ``a.b``)."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append((node.lineno, node.module))
            found += [(node.lineno, f"{node.module}.{alias.name}") for alias in node.names]
    return found


def forbidden_imports(source: str, filename: str) -> list[str]:
    tree = ast.parse(source, filename)
    return [
        f"{filename}:{line}: imports {name}"
        for line, name in imported_modules(tree)
        if any(name == layer or name.startswith(layer + ".") for layer in FORBIDDEN)
    ]


def test_widgets_import_neither_the_storage_nor_the_phone_server() -> None:
    files = sorted(UI.glob("*.py"))
    assert files, "moonveil_desktop/ui has no modules?"
    problems = [p for path in files for p in forbidden_imports(path.read_text(encoding="utf-8"), path.name)]
    assert problems == []


def test_the_check_sees_every_form_of_import() -> None:
    sources = [
        "import moonveil_desktop.storage",
        "from moonveil_desktop.storage import Storage",
        "from moonveil_desktop import storage",
        "from moonveil_desktop import web",
        "def late():\n    from moonveil_desktop.web.server import PhoneService",
        "if True:\n    import moonveil_desktop.web.join as join",
    ]
    assert all(forbidden_imports(source, "x.py") for source in sources)
    allowed = "from moonveil_desktop.controller import TableController\nimport moonveil_desktop.webby"
    assert forbidden_imports(allowed, "x.py") == []
