"""Chinese punctuation in every zh_CN text a player or the moderator reads (issue 27).

Two sources of Chinese words: the Qt catalog ``translations/moonveil_zh_CN.ts`` (every
message, every plural form) and the rule books' data — every string literal with Chinese
characters under ``engine/`` and ``moonveil_desktop/`` (texts, refusals, checklists,
themes, the advanced-role catalog, word tables), docstrings aside. Reading the literals
rather than the books' accessors is deliberate: a table that no accessor exposes (a theme's
description, an event's name) is still read aloud at a table.

Chinese text uses full-width ，。？！：；（）, "……" for an ellipsis, "——" for a dash, and "、"
between the items of a list. Each finding names its place (file:line, or the catalog's
context and English source).
"""

from __future__ import annotations

import ast
import itertools
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.ruleset import find_ruleset, ruleset_names
from engine.text import ROLE_KEYS, SEAT_KEYS
from tests.test_terminology import terminology

ROOT = Path(__file__).resolve().parents[1]
CATALOG = ROOT / "translations" / "moonveil_zh_CN.ts"
# Han characters, and the full-width punctuation that only Chinese text uses
HAS_CJK = re.compile("[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]")

# What is not prose: placeholders ({name}, {...} in a JSON sample, %s, %1, %Ln), a menu
# accelerator ("文件(&F)", Qt's Chinese convention) and a file dialog's filter
# ("(*.csv)", ";;": Qt parses them, so they stay ASCII).
NOT_PROSE = re.compile(r"\{[^{}]*\}|%L?\d*[sdn]|\(&\w\)|\(\*[^()]*\)|;;")
ASCII_PUNCTUATION = re.compile(r"(?<![A-Za-z0-9])[,.?!:;]|[,.?!:;](?![A-Za-z0-9])")
ASCII_PARENTHESIS = re.compile(r"[()]")
LONE_ELLIPSIS = re.compile(r"(?<!…)…(?!…)|\.\.\.|…{3,}")
LONE_DASH = re.compile(r"(?<!—)—(?!—)|—{3,}|--")
# Two names of a template (players' or roles' placeholders, engine/text.py) separated by a
# comma: Chinese lists them with 、.
NAME = "|".join(sorted(SEAT_KEYS | ROLE_KEYS))
# A question asks with 谁 or with 吗, never both ("今晚要袭击谁吗？"); "有谁…吗" asks whether anyone.
WHO_AND_MA = re.compile(r"(?<!有)谁[^。？！，；]*吗")
LISTED_NAMES = re.compile(rf"\{{(?:{NAME})\}}\s*[,，]\s*\{{(?:{NAME})\}}")


def findings(place: str, text: str, role_names: tuple[str, ...] = (), *, chinese: bool = False) -> list[str]:
    """Every punctuation mistake of one Chinese text, each naming ``place``; a text is
    Chinese when it has Chinese characters or punctuation, or when ``chinese`` says so
    (a catalog's zh_CN translation: "{actor} — {ability}" is Chinese too)."""
    if not (chinese or HAS_CJK.search(text)):
        return []
    found = [f"{place}: names listed with a comma, not 、: {m.group()!r}" for m in LISTED_NAMES.finditer(text)]
    prose = NOT_PROSE.sub(" ", text)
    checks = (
        (LONE_ELLIPSIS, "an ellipsis other than ……"),
        (LONE_DASH, "a dash other than ——"),
        (ASCII_PUNCTUATION, "ASCII punctuation in Chinese text (use ，。？！：；)"),
        (ASCII_PARENTHESIS, "ASCII parenthesis in Chinese text (use （）)"),
        (WHO_AND_MA, "a question with both 谁 and 吗"),
    )
    for pattern, problem in checks:
        first = pattern.search(prose)
        if first:  # one finding per kind and text: the text is fixed as a whole
            found.append(f"{place}: {problem}: {_around(prose, first)!r}")
            prose = pattern.sub(" ", prose)
    found += [f"{place}: names listed without 、: {pair!r}" for pair in _adjacent_names(text, role_names)]
    return found


def _around(text: str, match: re.Match[str]) -> str:
    return text[max(0, match.start() - 8) : match.end() + 8]


def _adjacent_names(text: str, names: tuple[str, ...]) -> list[str]:
    """Role names written one right after another ("白狼吹笛者"), found longest first."""
    if not names:
        return []
    pattern = re.compile("|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)))
    spans = [m.span() for m in pattern.finditer(text)]
    return [text[a:d] for (a, b), (c, d) in itertools.pairwise(spans) if b == c]


# -- where the Chinese texts are ---------------------------------------------------------


def source_texts(folder: Path) -> Iterator[tuple[Path, int, str]]:
    """Every string literal with Chinese characters under ``folder``, docstrings aside."""
    for path in sorted(folder.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        prose = {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Expr)}
        for node in ast.walk(tree):
            is_text = isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in prose
            if is_text and HAS_CJK.search(node.value):
                yield path, node.lineno, node.value


def book_role_names() -> dict[str, tuple[str, ...]]:
    """Each book's Chinese role names, by the book's package folder."""
    return {
        name: tuple(role.names["zh_CN"] for role in find_ruleset(name).roles.values() if role.names.get("zh_CN"))
        for name in ruleset_names()
    }


def all_findings() -> list[str]:
    found = [
        problem
        for text in terminology.catalog_texts(CATALOG)
        for problem in findings(f"catalog {text.where}", text.translation, chinese=True)
    ]
    names = book_role_names()
    for folder in (ROOT / "engine", ROOT / "moonveil_desktop"):
        for path, line, text in source_texts(folder):
            relative = path.relative_to(ROOT)
            book = relative.parts[2] if relative.parts[:2] == ("engine", "rulesets") else ""
            found += findings(f"{relative}:{line}", text, names.get(book, ()))
    return found


# -- the checks ----------------------------------------------------------------------------


def test_every_chinese_text_uses_chinese_punctuation() -> None:
    found = all_findings()
    assert not found, f"{len(found)} finding(s):\n" + "\n".join(found)


def test_the_texts_are_really_read() -> None:
    """The check above passes on something: the catalog and every book's texts are there."""
    catalog = list(terminology.catalog_texts(CATALOG))
    assert len(catalog) > 400
    books = {path.parent.name for path, _, _ in source_texts(ROOT / "engine" / "rulesets")}
    assert books == set(ruleset_names())


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("你好,世界", "ASCII punctuation"),
        ("今晚要袭击谁?", "ASCII punctuation"),
        ("结果: 无", "ASCII punctuation"),
        ("规则 (可选)", "ASCII parenthesis"),
        ("等待发牌…", "an ellipsis other than ……"),
        ("等待发牌...", "an ellipsis other than ……"),
        ("已发送 — 按住按钮", "a dash other than ——"),
        ("已发送--按住按钮", "a dash other than ——"),
        ("获胜者：{first}，{second}", "names listed with a comma"),
        ("白狼吹笛者全部出局", "names listed without 、"),
        ("刺客，今晚要袭击谁吗？", "a question with both 谁 and 吗"),
    ],
)
def test_each_mistake_is_found_and_named(text: str, problem: str) -> None:
    found = findings("here", text, ("白狼", "吹笛者", "狼人"))
    assert len(found) == 1 and found[0].startswith(f"here: {problem}"), found


@pytest.mark.parametrize(
    "text",
    [
        "文件(&F)",
        "CSV 文件 (*.csv)",
        "第 {number} 夜，{actor} 投了 %s 票：1.5 票",
        "分钟与秒；00:00 表示不限时",
        "等待发牌……",
        "%s —— 入座",
        "白狼、吹笛者、狼人全部出局",
        "MV-2.7 的规则",
        "今晚有谁要发言吗？",
        "刺客请睁眼，今晚是否刺杀一名玩家？",
        "占优：{side}，{rate}% ± {margin}",
        "Only English, text.",
    ],
)
def test_right_chinese_passes(text: str) -> None:
    assert findings("here", text, ("白狼", "吹笛者", "狼人")) == []


def test_a_catalog_translation_is_chinese_without_chinese_characters() -> None:
    assert findings("here", "{actor} — {ability}") == []
    assert findings("here", "{actor} — {ability}", chinese=True)[0].startswith("here: a dash other than ——")


def test_luna_llena_wakes_each_night_role_aloud() -> None:
    """Every night line of Luna llena's checklist, read aloud, opens with 请睁眼 as the
    other books' do; the debate's reminders (Witch, Wolf Shaman) wake nobody."""
    from engine.rulesets.luna_llena.checklist_words import CHECKLIST

    night = {key: line for key, line in CHECKLIST.items() if "debate" not in line["en"]}
    assert {"evil", "assassin", "vampire", "priest", "dawn"} <= set(night)
    assert [key for key, line in night.items() if "请睁眼" not in line["zh_CN"]] == []
