"""Typed decoding of commands (issue 21 D7): JSON from outside the engine (journal
rows, scenario files, phone posts) with a wrongly typed field is refused with a
``ScenarioError`` naming the field; it never raises TypeError or AttributeError
and never builds a command whose fields have the wrong type."""

from __future__ import annotations

import json
from dataclasses import fields
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.commands import COMMAND_TYPES, Command, command_from_dict, command_to_dict
from engine.errors import ScenarioError


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"type": "vote", "voter": "1"}, "voter"),
        ({"type": "vote", "voter": 1.5}, "voter"),
        ({"type": "vote", "voter": True}, "voter"),
        ({"type": "vote", "voter": 1, "choice": 2.5}, "choice"),
        ({"type": "presence", "seat": 1, "at_ms": "5"}, "at_ms"),
        ({"type": "say", "speaker": 1, "channel": {}}, "channel"),
        ({"type": "submit", "actor": 0, "ability": "attack", "targets": True}, "targets"),
        ({"type": "submit", "actor": 0, "ability": "attack", "targets": [1, "2"]}, "targets"),
        ({"type": "submit", "actor": 0, "ability": "attack", "option": 3}, "option"),
        ({"type": "seat", "name": 5}, "name"),
        ({"type": "seat", "name": "Ana", "bot": 1}, "bot"),
        ({"type": "clock", "now_ms": 1.5}, "now_ms"),
        ({"type": "clock", "now_ms": False}, "now_ms"),
        ({"type": "deal", "roles": "wolf"}, "roles"),
        ({"type": "advance", "override": "yes"}, "override"),
        ({"type": "advance", "decision": []}, "decision"),
        ({"type": "submit", "ability": "attack"}, "actor"),
    ],
)
def test_a_wrongly_typed_field_is_refused_by_name(data: dict[str, Any], field: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        command_from_dict(data)
    assert f"'{field}'" in caught.value.message
    assert caught.value.message.startswith(f"{data['type']}: ")


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"type": "vote", "voter": "1"}, "vote: the field 'voter' must be a whole number, not \"1\""),
        (
            {"type": "vote", "voter": 0, "choice": 1.5},
            "vote: the field 'choice' must be a whole number or a text or null, not 1.5",
        ),
        ({"type": "deal", "roles": [1]}, "deal: the field 'roles' must be a list of texts or null, not [1]"),
        (
            {"type": "seat", "name": "x" * 60},
            None,  # a text is a name: accepted whatever its length (the engine judges names)
        ),
        (
            {"type": "say", "speaker": 0, "channel": "wolves", "text": ["y" * 60]},
            "say: the field 'text' must be a text, not [\"" + "y" * 37 + "…",  # 39 characters and an ellipsis
        ),
        (  # 40 characters of JSON are shown whole; 41 are cut to 39 and an ellipsis
            {"type": "vote", "voter": "v" * 38},
            "vote: the field 'voter' must be a whole number, not \"" + "v" * 38 + '"',
        ),
        (
            {"type": "vote", "voter": "v" * 39},
            "vote: the field 'voter' must be a whole number, not \"" + "v" * 38 + "…",
        ),
        ({"type": "seat", "name": b"Ana"}, "seat: the field 'name' must be a text, not \"b'Ana'\""),
        ({"type": "vote", "voter": 0, "bogus": 1, "other": 2}, "unknown fields for vote: ['bogus', 'other']"),
        ({}, "a command must be an object with a 'type'"),
    ],
)
def test_the_refusal_says_exactly_what_is_wrong(data: dict[str, Any], message: str | None) -> None:
    if message is None:
        assert command_from_dict(data).name == data["name"]  # type: ignore[union-attr]
        return
    with pytest.raises(ScenarioError) as caught:
        command_from_dict(data)
    assert caught.value.message == message


def test_well_typed_json_still_decodes() -> None:
    assert command_from_dict({"type": "vote", "voter": 1, "choice": "execute"}).choice == "execute"
    assert command_from_dict({"type": "vote", "voter": 1, "choice": 0}).choice == 0
    assert command_from_dict({"type": "vote", "voter": 1, "choice": None}).choice is None
    submit = command_from_dict({"type": "submit", "actor": 0, "ability": "attack", "targets": [1, 2]})
    assert submit.targets == (1, 2)  # type: ignore[union-attr]
    assert command_from_dict({"type": "deal", "roles": ["wolf", "seer"]}).roles == ("wolf", "seer")  # type: ignore[union-attr]


def test_an_unhashable_type_is_refused() -> None:
    with pytest.raises(ScenarioError, match="unknown command type"):
        command_from_dict({"type": ["vote"]})


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3),
    max_leaves=6,
)


def _well_typed(command: Command) -> bool:
    """Every field of a decoded command has the JSON type its annotation names."""
    for spec in fields(command):
        value = getattr(command, spec.name)
        values = value if isinstance(value, tuple) else (value,)
        if any(isinstance(v, (float, dict, list)) for v in values):
            return False
        if spec.name in {"voter", "actor", "seat", "speaker", "now_ms", "at_ms"} and type(value) is not int:
            return False
        if spec.name in {"name", "ability", "channel", "text"} and type(value) is not str:
            return False
        if spec.name in {"bot", "override"} and type(value) is not bool:
            return False
    return True


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    kind=st.sampled_from(sorted(COMMAND_TYPES)),
    values=st.dictionaries(
        st.sampled_from(sorted({f.name for cls in COMMAND_TYPES.values() for f in fields(cls)})), JSON, max_size=4
    ),
)
def test_fuzzed_json_for_every_command_type_raises_only_the_engines_error(kind: str, values: dict[str, Any]) -> None:
    data = {"type": kind, **values}
    try:
        command = command_from_dict(json.loads(json.dumps(data)))
    except ScenarioError:
        return
    assert _well_typed(command)
    # what was accepted is exactly what it serialises back to (nothing coerced)
    written = command_to_dict(command)
    assert {key: written[key] for key in data} == data
