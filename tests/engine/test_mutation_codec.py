"""``engine.codec`` on its own: how a rule set's state is written as JSON and read
back by its type hints, and the exact error each wrong value gets (issue 21,
mutation testing).

A saved position holds ``GameState.ext`` written by ``to_json``; resuming reads it
with ``from_json``. A value of the wrong type must be refused with the path of the
field and a sentence saying what was expected (the console shows it), never a
traceback and never a silently wrong value (an int read as a float, ``true`` read
as 1). The whole-game round trips are in test_position_roundtrip.py; these are the
small cases, one branch each.
"""

from __future__ import annotations

import collections.abc
import dataclasses
import typing
from enum import StrEnum
from fractions import Fraction
from typing import Any, Optional

import pytest

from engine.codec import CodecError, from_json, new_dataclass, overlay, to_json


class Step(StrEnum):
    DUSK = "dusk"
    DAWN = "dawn"


@dataclasses.dataclass
class Record:
    seat: int
    note: str = ""
    marks: list[int] = dataclasses.field(default_factory=list)
    share: Fraction = Fraction(0)


@dataclasses.dataclass
class Pair:
    left: int
    right: int


def refusal(hint: Any, value: Any, path: str = "state.x") -> CodecError:
    """The error reading ``value`` at ``path``: it names that path or a part of it."""
    with pytest.raises(CodecError) as caught:
        from_json(hint, value, path)
    assert caught.value.path.startswith(path)
    return caught.value


# ---------------------------------------------------------------------------
# The error itself


def test_a_codec_error_names_the_path_and_keeps_both_parts() -> None:
    error = CodecError("state.bite_tally[1]", "expected an integer")
    assert str(error) == "state.bite_tally[1]: expected an integer"
    assert error.path == "state.bite_tally[1]"
    assert error.message == "expected an integer"
    assert isinstance(error, ValueError)


# ---------------------------------------------------------------------------
# Writing


def test_plain_values_are_written_as_they_are() -> None:
    for value in (None, True, 0, 7, "wolf", 1.5):
        assert to_json(value) == value
        assert type(to_json(value)) is type(value)


def test_a_fraction_is_written_as_its_text() -> None:
    assert to_json(Fraction(1, 3)) == "1/3"
    assert to_json(Fraction(2)) == "2"


def test_a_dataclass_is_written_as_an_object_of_its_fields_in_order() -> None:
    written = to_json(Record(2, "x", [3, 1], Fraction(1, 2)))
    assert written == {"seat": 2, "note": "x", "marks": [3, 1], "share": "1/2"}
    assert list(written) == ["seat", "note", "marks", "share"]


def test_a_dataclass_class_itself_cannot_be_written() -> None:
    with pytest.raises(TypeError, match=r"^cannot write type as JSON$"):
        to_json(Record)


def test_a_dict_is_written_with_text_keys_and_written_values() -> None:
    assert to_json({1: Fraction(1, 4), "a": {2: [Step.DUSK]}}) == {"1": "1/4", "a": {"2": ["dusk"]}}
    assert to_json({}) == {}


def test_a_key_that_is_not_a_number_or_text_is_refused() -> None:
    with pytest.raises(TypeError, match=r"^cannot write the key True as JSON$"):
        to_json({True: 1})
    with pytest.raises(TypeError, match=r"^cannot write the key \(1, 2\) as JSON$"):
        to_json({(1, 2): 1})


def test_a_set_is_written_sorted_numbers_first_in_numeric_order() -> None:
    # 9 before 10 (numeric, not "10" < "9"), numbers before text, True is not a number
    assert to_json({10, 9, True}) == [9, 10, True]
    assert to_json(frozenset({"b", 10, "a", 9})) == [9, 10, "a", "b"]
    assert to_json({"a", 5}) == [5, "a"]
    assert to_json({(2, "x"), (1, "y")}) == [[1, "y"], [2, "x"]]


@dataclasses.dataclass(frozen=True)
class Mark:
    """Fields out of alphabetical order: a set of them is sorted by the JSON text
    with its keys sorted, so the written order does not depend on the field order."""

    kind: str
    at: int


def test_a_set_of_records_is_written_in_the_order_of_their_sorted_key_text() -> None:
    # '{"at": 1, "kind": "z"}' < '{"at": 2, "kind": "a"}', though "a" < "z"
    assert to_json({Mark("a", 2), Mark("z", 1)}) == [{"kind": "z", "at": 1}, {"kind": "a", "at": 2}]


def test_lists_and_tuples_are_written_as_lists_in_their_order() -> None:
    assert to_json((3, 1, Fraction(1, 2))) == [3, 1, "1/2"]
    assert to_json([{2}, ()]) == [[2], []]


def test_a_value_of_another_type_is_refused_by_name() -> None:
    with pytest.raises(TypeError, match=r"^cannot write bytes as JSON$"):
        to_json(b"x")


# ---------------------------------------------------------------------------
# Reading: untyped data


def test_untyped_data_reads_seat_keyed_objects_back_with_int_keys() -> None:
    for hint in (Any, object):
        assert from_json(hint, {"1": {"-2": "a"}, "3": [{"0": 1}]}, "p") == {1: {-2: "a"}, 3: [{0: 1}]}
    assert from_json(Any, {"1": 1, "a": 2}, "p") == {"1": 1, "a": 2}
    assert from_json(Any, {"X5": 1}, "p") == {"X5": 1}
    assert from_json(Any, {}, "p") == {}
    assert from_json(Any, "7", "p") == "7"


def test_untyped_keys_that_are_not_text_stay_as_they_are() -> None:
    assert from_json(Any, {1: "a", 2: "b"}, "p") == {1: "a", 2: "b"}


# ---------------------------------------------------------------------------
# Reading: unions


def test_an_optional_field_reads_null_or_its_type() -> None:
    for hint in (int | None, Optional[int]):  # noqa: UP045 - typing.Union is read too
        assert from_json(hint, None, "p") is None
        assert from_json(hint, 4, "p") == 4
    assert refusal(int | None, "4").message == "expected an integer, not '4'"


def test_a_union_tries_each_type_and_lists_every_refusal() -> None:
    assert from_json(int | str, "a", "p") == "a"
    assert from_json(str | int, 3, "p") == 3
    error = refusal(int | str, 1.5, "state.tally")
    assert error.path == "state.tally"
    assert error.message == "expected an integer, not 1.5 or expected a string, not 1.5"
    assert refusal(int | str, None).message == "expected an integer, not None or expected a string, not None"


# ---------------------------------------------------------------------------
# Reading: scalars


def test_each_scalar_reads_its_own_type() -> None:
    assert from_json(bool, True, "p") is True
    assert from_json(str, "x", "p") == "x"
    assert from_json(int, 5, "p") == 5
    assert type(from_json(int, 5, "p")) is int
    assert from_json(float, 2.5, "p") == 2.5


def test_an_integer_is_read_as_a_float_where_a_float_is_wanted() -> None:
    read = from_json(float, 3, "p")
    assert read == 3.0
    assert type(read) is float


def test_a_boolean_is_not_a_number() -> None:
    assert refusal(int, True).message == "expected an integer, not True"
    assert refusal(float, False).message == "expected a number, not False"


def test_a_scalar_of_the_wrong_type_is_refused_with_what_was_expected() -> None:
    error = refusal(int, "5", "state.votes[2]")
    assert (error.path, error.message) == ("state.votes[2]", "expected an integer, not '5'")
    assert refusal(str, 5).message == "expected a string, not 5"
    assert refusal(bool, 1).message == "expected true or false, not 1"
    assert refusal(float, "1.5").message == "expected a number, not '1.5'"


def test_none_reads_only_null() -> None:
    assert from_json(type(None), None, "p") is None
    assert refusal(type(None), 0).message == "expected null, not 0"


def test_a_type_the_codec_does_not_know_is_refused() -> None:
    assert refusal(bytes, "x").message == "cannot read the type <class 'bytes'>"


def test_a_step_is_read_from_its_value() -> None:
    assert from_json(Step, "dawn", "p") is Step.DAWN
    error = refusal(Step, "DAWN", "state.step")
    assert (error.path, error.message) == ("state.step", "expected one of 'dusk', 'dawn', not 'DAWN'")


def test_a_fraction_is_read_from_an_integer_or_its_text() -> None:
    assert from_json(Fraction, 2, "p") == Fraction(2)
    assert from_json(Fraction, "1/3", "p") == Fraction(1, 3)
    for wrong in (True, 0.5, "x", "1/0", None):
        assert refusal(Fraction, wrong).message == f'expected a fraction such as "1/3", not {wrong!r}'


# ---------------------------------------------------------------------------
# Reading: containers


def test_a_list_reads_each_item_and_names_the_wrong_one() -> None:
    assert from_json(list[int], [1, 2], "p") == [1, 2]
    error = refusal(list[int], [1, "2"], "state.marks")
    assert (error.path, error.message) == ("state.marks[1]", "expected an integer, not '2'")
    assert refusal(list[int], {"0": 1}).message == "expected a list, not {'0': 1}"


def test_a_bare_list_reads_its_items_untyped() -> None:
    assert from_json(typing.List, [{"1": 2}], "p") == [{1: 2}]  # noqa: UP006 - the bare generic has no args


def test_a_set_is_read_from_a_list() -> None:
    read = from_json(set[int], [3, 1, 3], "p")
    assert read == {1, 3}
    assert type(read) is set
    frozen = from_json(frozenset[str], ["a"], "p")
    assert frozen == frozenset({"a"})
    assert type(frozen) is frozenset


def test_a_set_of_lists_is_refused() -> None:
    assert refusal(set[Any], [[1]]).message == "a set holds plain values (numbers, strings)"


def test_a_container_the_codec_does_not_know_is_refused() -> None:
    error = refusal(collections.abc.Sequence[int], [1])
    assert error.message == "cannot read the type <class 'collections.abc.Sequence'>"


def test_a_tuple_of_any_length_reads_every_item() -> None:
    assert from_json(tuple[int, ...], [1, 2, 3], "p") == (1, 2, 3)
    assert from_json(tuple[int, ...], [], "p") == ()
    assert refusal(tuple[int, ...], [1, "a"], "t").path == "t[1]"


def test_a_fixed_tuple_reads_each_place_by_its_type() -> None:
    assert from_json(tuple[int, str], [1, "a"], "p") == (1, "a")
    assert from_json(tuple[int, str, bool], [1, "a", True], "p") == (1, "a", True)
    error = refusal(tuple[int, str], [1, 2], "t")
    assert (error.path, error.message) == ("t[1]", "expected a string, not 2")
    assert refusal(tuple[int, str], [1, "a", 3]).message == "expected a list of 2 items, not 3"
    assert refusal(tuple[int, str], [1]).message == "expected a list of 2 items, not 1"


def test_a_dict_reads_int_keys_from_text() -> None:
    assert from_json(dict[int, str], {"1": "a", "-2": "b"}, "p") == {1: "a", -2: "b"}
    error = refusal(dict[int, str], {"x": "a"}, "state.tally")
    assert (error.path, error.message) == ("state.tally.x", "expected a number as the key")
    error = refusal(dict[int, int], {"1": "a"}, "state.tally")
    assert (error.path, error.message) == ("state.tally.1", "expected an integer, not 'a'")
    assert refusal(dict[int, int], [1]).message == "expected an object, not [1]"


def test_a_dict_reads_other_keys_by_their_type() -> None:
    assert from_json(dict[Step, int], {"dusk": 1}, "p") == {Step.DUSK: 1}
    assert from_json(dict[str, int], {"1": 1}, "p") == {"1": 1}
    error = refusal(dict[Step, int], {"noon": 1}, "state.by_step")
    assert (error.path, error.message) == ("state.by_step.noon", "expected one of 'dusk', 'dawn', not 'noon'")


def test_a_bare_dict_has_text_keys_and_untyped_values() -> None:
    assert from_json(typing.Dict, {"1": {"2": 3}}, "p") == {"1": {2: 3}}  # noqa: UP006 - the bare generic


# ---------------------------------------------------------------------------
# Reading: dataclasses


def test_a_dataclass_is_read_by_its_field_types_with_defaults_for_the_rest() -> None:
    assert from_json(Record, {"seat": 2}, "p") == Record(2)
    assert from_json(Record, {"seat": 2, "marks": [1], "share": "1/2"}, "p") == Record(2, "", [1], Fraction(1, 2))
    assert new_dataclass(Pair, {"left": 1, "right": 2}, "p") == Pair(1, 2)


def test_a_dataclass_field_of_the_wrong_type_names_its_path() -> None:
    error = refusal(Record, {"seat": 1, "marks": [1, None]}, "state.ext")
    assert (error.path, error.message) == ("state.ext.marks[1]", "expected an integer, not None")


def test_a_dataclass_without_its_required_fields_is_refused() -> None:
    assert refusal(Record, {"note": "x"}).message == "missing field(s): seat"
    assert refusal(Pair, {}).message == "missing field(s): left, right"


def test_a_dataclass_with_unknown_fields_is_refused_naming_them() -> None:
    error = refusal(Pair, {"left": 1, "right": 2, "zeta": 0, "alpha": 0}, "state.ext")
    assert error.path == "state.ext"
    assert error.message == "unknown field(s) alpha, zeta; known: left, right"


def test_a_dataclass_is_read_only_from_an_object() -> None:
    assert refusal(Pair, [1, 2]).message == "expected an object, not [1, 2]"


def test_overlay_sets_only_the_fields_given() -> None:
    record = Record(3, "kept", [1])
    overlay(record, {"note": "new", "share": "1/3"}, "state.ext")
    assert record == Record(3, "new", [1], Fraction(1, 3))


def test_overlay_changes_nothing_when_one_field_is_wrong() -> None:
    record = Record(3, "kept", [1])
    with pytest.raises(CodecError) as caught:
        overlay(record, {"note": "new", "marks": ["x"]}, "state.ext")
    assert (caught.value.path, caught.value.message) == ("state.ext.marks[0]", "expected an integer, not 'x'")
    assert record == Record(3, "kept", [1])
    with pytest.raises(CodecError) as unknown:
        overlay(record, {"note": "new", "colour": 1}, "state.ext")
    assert unknown.value.message == "unknown field(s) colour; known: seat, note, marks, share"
    assert record.note == "kept"
    with pytest.raises(CodecError) as not_object:
        overlay(record, ["note"], "state.ext")
    assert (not_object.value.path, not_object.value.message) == ("state.ext", "expected an object, not ['note']")


def test_what_is_written_is_read_back_the_same() -> None:
    @dataclasses.dataclass
    class Tally:
        votes: dict[int, Fraction]
        seen: set[int]
        order: tuple[int, ...]
        step: Step
        last: Pair | None = None

    tally = Tally({1: Fraction(1, 3), 10: Fraction(2)}, {10, 9}, (2, 1), Step.DUSK, Pair(0, 1))
    assert from_json(Tally, to_json(tally), "state") == tally
