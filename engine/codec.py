"""Plain JSON for the rule sets' own state, read back by the dataclasses' type hints.

A position (``engine.position``) writes ``GameState.ext`` with ``to_json`` and
reads it with ``from_json(type, data)``: sets become sorted lists, int keys
strings, ``Fraction``s ``"1/3"`` strings, dataclasses objects, a ``StrEnum``
member (a book's step name) its value. Reading follows
the field types, so ``"1"`` comes back as the int key 1 and a list as a set
where the field is a set; a value of the wrong type is refused with the path of
the field (``state.bite_tally[1]``), never a traceback.
"""

from __future__ import annotations

import dataclasses
import json
import types
from enum import Enum
from fractions import Fraction
from typing import Any, Union, get_args, get_origin, get_type_hints


class CodecError(ValueError):
    """A value that does not fit its field's type; ``path`` names the field."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message


# ---------------------------------------------------------------------------
# Writing


def to_json(value: Any) -> Any:
    """``value`` as JSON data (deterministic: sets sorted, dataclass fields in order)."""
    if value is None or isinstance(value, (bool, int, str, float)):
        return value
    if isinstance(value, Fraction):
        return str(value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_json(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {_key(k): to_json(v) for k, v in value.items()}
    if isinstance(value, (set, frozenset)):
        return sorted((to_json(v) for v in value), key=_order)
    if isinstance(value, (list, tuple)):
        return [to_json(v) for v in value]
    raise TypeError(f"cannot write {type(value).__name__} as JSON")


def _key(key: Any) -> str:
    if isinstance(key, bool) or not isinstance(key, (int, str)):
        raise TypeError(f"cannot write the key {key!r} as JSON")
    return str(key)


def _order(value: Any) -> tuple[int, int, str]:
    """Numbers in numeric order, everything else by its JSON text."""
    if isinstance(value, int) and not isinstance(value, bool):
        return (0, value, "")
    return (1, 0, json.dumps(value, sort_keys=True))


# ---------------------------------------------------------------------------
# Reading


def from_json(hint: Any, value: Any, path: str) -> Any:
    """``value`` read as the type ``hint``; raises ``CodecError`` naming ``path``."""
    if hint is Any or hint is object:
        return _untyped(value)
    origin = get_origin(hint)
    if origin is Union or origin is types.UnionType:
        return _union(get_args(hint), value, path)
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return new_dataclass(hint, value, path)
    if origin is None:
        return _scalar(hint, value, path)
    return _container(origin, get_args(hint), value, path)


def _untyped(value: Any) -> Any:
    """Data under ``Any`` (a rule set's free-form records): an object whose keys
    are all numbers was a seat-keyed dict, so its keys are read back as ints."""
    if isinstance(value, list):
        return [_untyped(v) for v in value]
    if isinstance(value, dict):
        numeric = bool(value) and all(isinstance(k, str) and k.lstrip("-").isdigit() for k in value)
        return {(int(k) if numeric else k): _untyped(v) for k, v in value.items()}
    return value


def _union(options: tuple[Any, ...], value: Any, path: str) -> Any:
    if value is None and type(None) in options:
        return None
    errors = []
    for option in (o for o in options if o is not type(None)):
        try:
            return from_json(option, value, path)
        except CodecError as error:
            errors.append(error.message)
    raise CodecError(path, " or ".join(errors) if errors else "expected null")


_SCALARS: dict[Any, tuple[type, str]] = {
    bool: (bool, "true or false"),
    str: (str, "a string"),
    int: (int, "an integer"),
    float: (float, "a number"),
}


def _scalar(hint: Any, value: Any, path: str) -> Any:
    if hint is Fraction:
        return _fraction(value, path)
    if hint is type(None):
        if value is not None:
            raise CodecError(path, f"expected null, not {value!r}")
        return None
    if isinstance(hint, type) and issubclass(hint, Enum):
        return _member(hint, value, path)
    if hint not in _SCALARS:
        raise CodecError(path, f"cannot read the type {hint!r}")
    kind, words = _SCALARS[hint]
    wrong_bool = isinstance(value, bool) and kind is not bool
    if kind is float and isinstance(value, int) and not wrong_bool:
        return float(value)
    if not isinstance(value, kind) or wrong_bool:
        raise CodecError(path, f"expected {words}, not {value!r}")
    return value


def _member(enum: type[Enum], value: Any, path: str) -> Enum:
    """A named step or stage (a rule set's ``StrEnum``), written as its value."""
    try:
        return enum(value)
    except ValueError:
        names = ", ".join(repr(m.value) for m in enum)
        raise CodecError(path, f"expected one of {names}, not {value!r}") from None


def _fraction(value: Any, path: str) -> Fraction:
    if isinstance(value, int) and not isinstance(value, bool):
        return Fraction(value)
    if isinstance(value, str):
        try:
            return Fraction(value)
        except (ValueError, ZeroDivisionError):
            pass
    raise CodecError(path, f'expected a fraction such as "1/3", not {value!r}')


def _container(origin: Any, args: tuple[Any, ...], value: Any, path: str) -> Any:
    if origin is dict:
        return _dict(args, value, path)
    if not isinstance(value, list):
        raise CodecError(path, f"expected a list, not {value!r}")
    if origin is tuple:
        return _tuple(args, value, path)
    items = [from_json(args[0] if args else Any, v, f"{path}[{i}]") for i, v in enumerate(value)]
    if origin is list:
        return items
    if origin in (set, frozenset):
        try:
            return origin(items)
        except TypeError:
            raise CodecError(path, "a set holds plain values (numbers, strings)") from None
    raise CodecError(path, f"cannot read the type {origin!r}")


def _tuple(args: tuple[Any, ...], value: list[Any], path: str) -> tuple[Any, ...]:
    if len(args) == 2 and args[1] is Ellipsis:
        return tuple(from_json(args[0], v, f"{path}[{i}]") for i, v in enumerate(value))
    if len(value) != len(args):
        raise CodecError(path, f"expected a list of {len(args)} items, not {len(value)}")
    return tuple(from_json(a, v, f"{path}[{i}]") for i, (a, v) in enumerate(zip(args, value, strict=True)))


def _dict(args: tuple[Any, ...], value: Any, path: str) -> dict[Any, Any]:
    if not isinstance(value, dict):
        raise CodecError(path, f"expected an object, not {value!r}")
    key_type, value_type = args if args else (str, Any)
    out: dict[Any, Any] = {}
    for key, item in value.items():
        out[_dict_key(key_type, key, path)] = from_json(value_type, item, f"{path}.{key}")
    return out


def _dict_key(key_type: Any, key: Any, path: str) -> Any:
    if key_type is int:
        try:
            return int(key)
        except (TypeError, ValueError):
            raise CodecError(f"{path}.{key}", "expected a number as the key") from None
    return from_json(key_type, key, f"{path}.{key}")


def new_dataclass(cls: type, value: Any, path: str) -> Any:
    """A new ``cls`` from an object: missing fields take their defaults."""
    if not isinstance(value, dict):
        raise CodecError(path, f"expected an object, not {value!r}")
    hints = get_type_hints(cls)
    fields = {f.name: f for f in dataclasses.fields(cls)}
    _refuse_unknown(fields, value, path)
    missing = [
        name
        for name, f in fields.items()
        if name not in value and f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
    ]
    if missing:
        raise CodecError(path, f"missing field(s): {', '.join(missing)}")
    return cls(**{name: from_json(hints[name], item, f"{path}.{name}") for name, item in value.items()})


def overlay(instance: Any, value: Any, path: str) -> None:
    """Set the fields given in ``value`` on the dataclass ``instance``; the
    others keep their current values. Everything is read before anything is set."""
    if not isinstance(value, dict):
        raise CodecError(path, f"expected an object, not {value!r}")
    hints = get_type_hints(type(instance))
    _refuse_unknown({f.name: f for f in dataclasses.fields(instance)}, value, path)
    decoded = {name: from_json(hints[name], item, f"{path}.{name}") for name, item in value.items()}
    for name, item in decoded.items():
        setattr(instance, name, item)


def _refuse_unknown(fields: dict[str, Any], value: dict[str, Any], path: str) -> None:
    unknown = sorted(set(value) - set(fields))
    if unknown:
        raise CodecError(path, f"unknown field(s) {', '.join(unknown)}; known: {', '.join(fields)}")
