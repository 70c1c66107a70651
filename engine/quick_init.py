"""A quick constructor for the small frozen values a game builds by the hundred.

Prompts, submissions, ballots, phases and commands are built ~175 times in one
9-player bot game and their fields are read ~1,100 times. CPython 3.11 reads a
field of a ``__slots__`` class with a specialised load (``LOAD_ATTR_SLOT``,
~60 instructions); a field of an instance dict written through ``self.__dict__``
(the earlier ``quick_init``) took the generic path (~350). A frozen dataclass
with ``slots=True`` reads fast but builds slowly: its ``__init__`` must get past
the class's own ``__setattr__`` (which refuses) with one ``object.__setattr__``
call per field.

``quick_init`` gives such a class a ``__new__`` that fills the slots on a
*builder*: a plain class with exactly the same slots, whose stores CPython
specialises (``STORE_ATTR_SLOT``), and then makes the object an instance of the
value class (``__class__`` assignment, allowed between classes of the same
layout). Callgrind, a five-field value: built in ~3.7 k instructions against
~4.0 k with the instance dict and ~8.7 k with the dataclass's own ``__init__``,
and read in ~60 instead of ~350 (docs/performance.md, eighth pass, part B). The
class stays the frozen dataclass it was: equality, hashing, ``repr``,
``fields``, ``replace``, ``asdict`` and the refusal to assign a field are the
dataclass's own.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, fields, is_dataclass
from typing import Any, TypeVar, cast

T = TypeVar("T")


def quick_init(cls: type[T]) -> type[T]:
    """Give the frozen slotted dataclass ``cls`` the quick ``__new__``. Only for plain
    fields: a default factory, a keyword-only or non-init field or ``__post_init__``
    would need what the generated ``__init__`` does, so they are refused. Slots that
    a base class adds beside the fields (a cache) start as ``None``."""
    if not is_dataclass(cls) or not cls.__dataclass_params__.frozen:  # type: ignore[attr-defined]
        raise TypeError(f"{cls.__name__}: quick_init is for frozen dataclasses")
    if hasattr(cls, "__post_init__") or "__slots__" not in vars(cls):
        raise TypeError(f"{cls.__name__}: quick_init needs slots=True and cannot run __post_init__")
    defaults: dict[str, Any] = {}
    parameters: list[str] = []
    lines: list[str] = []
    names = [field.name for field in fields(cls)]
    for field in fields(cls):
        if not field.init or field.kw_only or field.default_factory is not MISSING:
            raise TypeError(f"{cls.__name__}.{field.name}: quick_init takes plain fields only")
        if field.default is MISSING:
            parameters.append(field.name)
        else:
            defaults[f"_default_{field.name}"] = field.default
            parameters.append(f"{field.name}=_default_{field.name}")
        lines.append(f"    self.{field.name} = {field.name}")
    lines += [f"    self.{name} = None" for name in _base_slots(cls)]
    # the builder: the same bases and slots, so the two layouts agree, but the plain
    # ``__setattr__``, so ``self.x = x`` below is a specialised store; and no ``__new__``
    # or ``__init__`` of its own, so ``_builder()`` is cheaper than ``object.__new__(_builder)``
    defaults["_builder"] = type(f"{cls.__name__}Builder", cls.__bases__, {"__slots__": cls.__slots__})  # type: ignore[attr-defined]
    body = "\n".join(["    self = _builder()", *lines])
    params = ", ".join(parameters)
    source = f"def __new__(cls, {params}):\n{body}\n    self.__class__ = cls\n    return self\n"
    namespace: dict[str, Any] = {}
    exec(source, defaults, namespace)
    new = namespace["__new__"]
    # the same without ``cls`` (``quick_builder``), compiled only when asked: a compile is
    # ~280 k instructions, ~5.6 M at import for every value class (start-up)
    _BUILD_SOURCES[cls] = (f"def build({params}):\n{body}\n    self.__class__ = _cls\n    return self\n", defaults)
    new.__qualname__ = f"{cls.__qualname__}.__new__"
    new.__module__ = __name__  # marks it: tests check the hot classes have it
    new.__doc__ = cls.__init__.__doc__
    cls.__new__ = staticmethod(new)  # type: ignore[method-assign]
    # the object is whole when ``__new__`` returns: ``object.__init__`` accepts the
    # arguments (the class has its own ``__new__``) and does nothing with them
    cls.__init__ = object.__init__  # type: ignore[method-assign]
    cls.__reduce__ = _reduce(names)  # type: ignore[method-assign]
    return cls


_BUILD_SOURCES: dict[type, tuple[str, dict[str, Any]]] = {}
_BUILDERS: dict[type, Any] = {}


def quick_builder(cls: type[T]) -> Callable[..., T]:
    """``cls(...)`` as a plain function of the same parameters, for a value built on a
    hot path: a plain call skips ``type.__call__``, the lookup of ``__new__``, its argument
    tuple and ``__init__`` (~870 instructions less a value: callgrind, docs/performance.md,
    tenth pass, part R). ``cls`` must be a ``quick_init`` class."""
    builder: Callable[..., T] | None = _BUILDERS.get(cls)
    if builder is None:
        source, defaults = _BUILD_SOURCES[cls]
        namespace: dict[str, Any] = {}
        exec(source, {**defaults, "_cls": cls}, namespace)
        builder = _BUILDERS[cls] = namespace["build"]
    return builder


def plain_builder(cls: type[T]) -> Callable[..., T]:
    """``cls(...)`` for a plain dataclass (not frozen, no slots, no ``__post_init__``) as a
    plain function of the same parameters: the generated ``__init__``'s stores, in its
    order (so the instance shares its class's keys as one ``__init__`` made), its
    defaults and default factories, without ``type.__call__`` and the lookup of
    ``__init__`` (~1,000 instructions less a value: a seat's ``PlayerState``)."""
    params = cls.__dataclass_params__  # type: ignore[attr-defined]
    if not is_dataclass(cls) or params.frozen or "__slots__" in vars(cls) or hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__}: plain_builder is for plain dataclasses")
    names: dict[str, Any] = {"_new": object.__new__, "_cls": cls, "_MISSING": MISSING}
    parameters: list[str] = []
    lines = ["    self = _new(_cls)"]
    for field in fields(cls):
        if not field.init or field.kw_only:
            raise TypeError(f"{cls.__name__}.{field.name}: plain_builder takes plain fields only")
        name = field.name
        if field.default_factory is not MISSING:
            names[f"_factory_{name}"] = field.default_factory
            parameters.append(f"{name}=_MISSING")
            lines.append(f"    self.{name} = _factory_{name}() if {name} is _MISSING else {name}")
            continue
        if field.default is MISSING:
            parameters.append(name)
        else:
            names[f"_default_{name}"] = field.default
            parameters.append(f"{name}=_default_{name}")
        lines.append(f"    self.{name} = {name}")
    source = f"def build({', '.join(parameters)}):\n" + "\n".join(lines) + "\n    return self\n"
    namespace: dict[str, Any] = {}
    exec(source, names, namespace)
    return cast("Callable[..., T]", namespace["build"])


def _base_slots(cls: type) -> list[str]:
    """The slots the bases of ``cls`` add (caches beside the fields)."""
    slots: list[str] = []
    for base in cls.__mro__[1:]:
        declared = vars(base).get("__slots__", ())
        slots += [declared] if isinstance(declared, str) else list(declared)
    return slots


def _reduce(names: list[str]) -> Any:
    def __reduce__(self: Any) -> tuple[type, tuple[Any, ...]]:
        """Copies and pickles rebuild the value from its fields (``__new__`` takes them)."""
        return type(self), tuple([getattr(self, name) for name in names])

    return __reduce__
