"""A run-time check of data against a TypedDict (engine/view_types.py and
moonveil_desktop/view_types.py): no key the declaration lacks, no required key
missing, every value of the declared type, recursively. ``seen`` collects the
keys each TypedDict really carried, so a test can also find declared keys that
nothing sends."""

import types
from collections.abc import Iterator
from functools import cache
from typing import Any, Union, get_args, get_origin, get_type_hints, is_typeddict

Seen = dict[type, set[str]]
"""The keys of each TypedDict that some checked view carried."""


def check(value: object, hint: Any, path: str, seen: Seen) -> None:
    """Raise AssertionError naming ``path`` if ``value`` does not match ``hint``."""
    if hint is Any:
        return
    if is_typeddict(hint):
        _check_typeddict(value, hint, path, seen)
        return
    origin = get_origin(hint)
    if origin in (Union, types.UnionType):
        errors = []
        for arm in get_args(hint):
            try:
                check(value, arm, path, seen)
                return
            except AssertionError as error:
                errors.append(str(error))
        raise AssertionError(f"{path}: {value!r} matches no arm of {hint}: {errors}")
    if origin is list:
        assert isinstance(value, list), f"{path}: {value!r} is not a list"
        (item,) = get_args(hint)
        for index, element in enumerate(value):
            check(element, item, f"{path}[{index}]", seen)
        return
    if origin is dict:
        assert isinstance(value, dict), f"{path}: {value!r} is not a dict"
        key_type, value_type = get_args(hint)
        for key, element in value.items():
            check(key, key_type, f"{path} key {key!r}", seen)
            check(element, value_type, f"{path}[{key!r}]", seen)
        return
    if hint is None or hint is type(None):
        assert value is None, f"{path}: {value!r} is not None"
        return
    # bool is an int in Python, never in a view: a count must not be True
    assert type(value) is hint, f"{path}: {value!r} is a {type(value).__name__}, not {hint.__name__}"


def _check_typeddict(value: object, hint: Any, path: str, seen: Seen) -> None:
    assert isinstance(value, dict), f"{path}: {value!r} is not a dict ({hint.__name__})"
    extra = set(value) - hint.__required_keys__ - hint.__optional_keys__
    assert not extra, f"{path}: keys {sorted(extra)} are not declared in {hint.__name__}"
    missing = hint.__required_keys__ - set(value)
    assert not missing, f"{path}: required keys {sorted(missing)} of {hint.__name__} are missing"
    seen.setdefault(hint, set()).update(value)
    for key, key_hint in hints(hint).items():
        if key in value:
            check(value[key], key_hint, f"{path}.{key}", seen)


@cache
def hints(typeddict: Any) -> dict[str, Any]:
    return get_type_hints(typeddict)


def typeddicts(root: Any) -> Iterator[Any]:
    """``root`` and every TypedDict reachable from its declarations."""
    found: list[Any] = []

    def walk(hint: Any) -> None:
        if is_typeddict(hint):
            if hint in found:
                return
            found.append(hint)
            for key_hint in get_type_hints(hint).values():
                walk(key_hint)
        for arg in get_args(hint):
            walk(arg)

    walk(root)
    return iter(found)
