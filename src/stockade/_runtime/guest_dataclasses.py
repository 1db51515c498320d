"""dataclasses for guest classes: the real module behind reviewed wrappers.

Invariant: ``dataclass()`` processes only guest classes; the second class that
``slots=True`` makes is registered as a guest class before the program sees it
(classes.register_rebuilt); while it runs the class's ``__module__`` names
``dataclass_home`` (an empty module), so nothing of the host's ``__main__`` or of the
guest's files is read by dataclasses or becomes the globals of the generated methods.
Annotations stay strings (never evaluated): ``ClassVar``/``InitVar``/``KW_ONLY`` are
recognised here from the guest's own namespace, as CPython's evaluation would resolve the
annotation's head name. ``asdict``/``astuple`` first walk the value in the order they
will (charging fuel per item, deep copies through the metered deepcopy), so the host
work they do is paid for; ``Field`` objects expose a reviewed attribute list (guards).
"""

from __future__ import annotations

import dataclasses as _dc
import re
import sys
import types
import typing as _typing
import weakref
from typing import Any

from .._compiler.names import ANNOTATIONS_HOOK
from . import classes, context, dataclass_home

_HOME = dataclass_home.__name__
_HEAD = re.compile(r"^(?:\s*(\w+)\s*\.)?\s*(\w+)")  # dataclasses' own _MODULE_IDENTIFIER_RE
# dataclass() generates and compiles methods in host Python (about 1 ms per class plus
# 0.1 ms per field, where a fuel unit is about 50 ns): charged before it runs.
_CLASS_FUEL = 10_000
_FIELD_FUEL = 1_000
_REFUSED_OPTIONS = {
    "weakref_slot": "the program has no weak references; leave weakref_slot out",
}


def _is_classvar(value: Any, typing_names: dict[str, Any]) -> bool:
    from .stdlib import TypingName

    if type(value) is not TypingName:
        return False
    text = value._sk_text
    return value is typing_names["ClassVar"] or text.startswith("typing.ClassVar[")


def _special(text: str, ns: dict[str, Any]) -> Any:
    """What a string annotation stands for when it is ClassVar, InitVar or KW_ONLY: its
    head name looked up in the guest's module (``ClassVar[int]``), or, dotted, in the
    module that name is bound to (``typing.ClassVar[int]``). That is both how CPython's
    evaluation of the annotation resolves it and dataclasses' own rule for string
    annotations (``_is_type``), so ``from __future__ import annotations`` changes nothing.
    """
    from . import stdlib

    m = _HEAD.match(text)
    if m is None:
        return None
    module, name = m.groups()
    typing_ok = dataclasses_ok = module is None
    if module is None:
        value = ns.get(name)
    else:
        facade = ns.get(module)
        typing_ok = facade is stdlib.FACADES["typing"]
        dataclasses_ok = facade is stdlib.FACADES["dataclasses"]
        if typing_ok:
            value = stdlib.TYPING.get(name)
        elif dataclasses_ok:
            value = MEMBERS.get(name)
        else:
            return None
    if typing_ok and _is_classvar(value, stdlib.TYPING):
        return _typing.ClassVar
    if dataclasses_ok and (value is _dc.InitVar or type(value) is _dc.InitVar):
        return _dc.InitVar
    if dataclasses_ok and value is _dc.KW_ONLY:
        return _dc.KW_ONLY
    return None


# The annotation strings of a dataclass before _process put the ClassVar/InitVar/KW_ONLY
# objects dataclasses looks for in their place (typing.get_type_hints reads these).
ANNOTATION_TEXTS: weakref.WeakKeyDictionary[type, dict[str, str]] = weakref.WeakKeyDictionary()


def _process(real: Any, cls: Any) -> Any:
    if not classes.is_guest_class(cls):
        what = f"class '{cls.__name__}'" if isinstance(cls, type) else f"a '{type(cls).__name__}' object"
        raise TypeError(f"dataclass() applies to classes the program defines, not {what}")
    annotations = vars(cls).get("__annotations__")
    inherited = sum(len(vars(k).get("__dataclass_fields__", ())) for k in cls.__mro__[1:])
    context.current().meter.charge(_CLASS_FUEL + _FIELD_FUEL * (len(annotations or ()) + inherited))
    if annotations:
        ns = classes.guest_globals(cls)
        ANNOTATION_TEXTS[cls] = {k: v for k, v in annotations.items() if type(v) is str}
        for key, text in list(annotations.items()):
            if type(text) is str:
                special = _special(text, ns)
                if special is not None:
                    annotations[key] = special
    module = cls.__module__
    generated_doc = not vars(cls).get("__doc__")  # dataclass() then writes one
    type.__setattr__(cls, "__module__", _HOME)
    try:
        out = real(cls)
    finally:
        type.__setattr__(cls, "__module__", module)
        texts = ANNOTATION_TEXTS.get(cls, {})
        for key, text in texts.items():
            if annotations is not None and key in annotations:
                annotations[key] = text  # the strings again (C.__annotations__ of a deferring file)
    _evaluated_types(cls, texts)
    if generated_doc:
        classes.mark_generated_doc(cls)
    if out is not cls:  # slots=True: CPython's copy of the class, with __slots__
        type.__setattr__(out, "__module__", module)
        ANNOTATION_TEXTS[out] = texts
        classes.register_rebuilt(cls, out)
    return out


def _evaluated_types(cls: Any, texts: dict[str, str]) -> None:
    """Each field the class body annotated gets, as its ``type``, the annotation CPython
    evaluated (classes.class_annotations); with ``from __future__ import annotations`` the
    string stays, as in CPython. Base classes' fields keep their own."""
    evaluated = vars(cls).get(ANNOTATIONS_HOOK)
    found = vars(cls).get("__dataclass_fields__")
    if type(evaluated) is not dict or type(found) is not dict:
        return
    for name, text in texts.items():
        f = found.get(name)
        if type(f) is _dc.Field and f.type is text and name in evaluated:
            f.type = evaluated[name]


def dataclass(cls: Any = None, /, **options: Any) -> Any:
    """``@dataclass`` / ``@dataclass(...)`` on a guest class."""
    for key, why in _REFUSED_OPTIONS.items():
        if options.get(key):
            raise TypeError(f"dataclass({key}=True) is not admitted in Stockade: {why}")
    real = _dc.dataclass(**options)  # CPython's own check of the option names

    def wrap(c: Any) -> Any:
        return _process(real, c)

    wrap.__name__ = wrap.__qualname__ = "wrap"
    if cls is None:
        return wrap
    return wrap(cls)


_ATOMIC = frozenset({type(None), bool, int, float, complex, str, bytes})


def _field_value(obj: Any, name: str) -> Any:
    """A field's value as asdict will read it, without running guest code twice: from the
    instance, or a plain class attribute; a field behind a property (or any descriptor)
    is refused (its getter would run once here and once in asdict). A slot (slots=True)
    is read from its member descriptor, which runs no guest code."""
    own = vars(obj) if hasattr(obj, "__dict__") else {}
    if name in own:
        return own[name]
    for k in type(obj).__mro__:
        if name in vars(k):
            value = vars(k)[name]
            if type(value) is types.MemberDescriptorType and classes.is_guest_class(k):
                return value.__get__(obj, type(obj))  # CPython's AttributeError when unset
            if hasattr(type(value), "__get__"):
                raise TypeError(
                    f"asdict()/astuple() over field '{name}' read through a property is not available in Stockade"
                )
            return value
    return getattr(obj, name)  # raises CPython's AttributeError


def _charge_walk(obj: Any) -> None:
    """Visit what asdict/astuple will visit, in their order, one fuel unit per item; stop
    (and let the real call raise) at its recursion error or at a value deepcopy refuses."""
    from .stdlib import _deepcopy

    meter = context.current().meter
    limit = sys.getrecursionlimit()
    stack: list[tuple[Any, int]] = [(obj, 0)]
    while stack:
        x, depth = stack.pop()
        meter.charge(1)
        if depth > limit:
            return
        t = type(x)
        if t in _ATOMIC:
            continue
        if _dc.is_dataclass(t):
            children = [_field_value(x, f.name) for f in _dc.fields(x)]
        elif isinstance(x, (list, tuple)):
            children = list(x)
        elif isinstance(x, dict):
            children = [v for kv in x.items() for v in kv]
        else:
            try:
                _deepcopy(x)
            except Exception:  # noqa: BLE001 - the real call raises it, in its place
                return
            continue
        meter.charge(len(children))
        stack.extend((c, depth + 1) for c in reversed(children))


def _check_instance(name: str, obj: Any) -> None:
    if not (_dc.is_dataclass(obj) and not isinstance(obj, type)):
        raise TypeError(f"{name}() should be called on dataclass instances")


def asdict(obj: Any, *, dict_factory: Any = dict) -> Any:
    """dataclasses.asdict, charged per item."""
    _check_instance("asdict", obj)
    _charge_walk(obj)
    return _dc.asdict(obj, dict_factory=dict_factory)


def astuple(obj: Any, *, tuple_factory: Any = tuple) -> Any:
    """dataclasses.astuple, charged per item."""
    _check_instance("astuple", obj)
    _charge_walk(obj)
    return _dc.astuple(obj, tuple_factory=tuple_factory)


class FieldView:
    """What ``fields()`` hands the guest for one Field: the reviewed attributes, copied.

    ``type`` is the annotation as CPython has it: evaluated, or the string of a file with
    ``from __future__ import annotations`` (_evaluated_types); ``metadata`` is CPython's
    read-only mappingproxy of the dict the program passed. Not the Field itself: its repr
    shows the default's sentinel at its address, so printing a field is refused. Two views
    of the same Field are equal (CPython hands out the Field itself each time).
    """

    __slots__ = (
        "_sk_field",
        "compare",
        "default",
        "default_factory",
        "hash",
        "init",
        "kw_only",
        "metadata",
        "name",
        "repr",
        "type",
    )

    _sk_field: Any

    def __init__(self, f: Any) -> None:
        for key in FIELD_ATTRS:
            object.__setattr__(self, key, getattr(f, key))
        object.__setattr__(self, "_sk_field", f)  # (not readable: not in FIELD_ATTRS)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"cannot assign to attribute '{name}' of a dataclasses field in Stockade")

    def __repr__(self) -> str:
        raise TypeError("the repr of a dataclasses field is not available in Stockade; print its .name")

    def __eq__(self, other: object) -> bool:
        return type(other) is FieldView and self._sk_field is other._sk_field

    def __hash__(self) -> int:
        return id(self._sk_field)


def fields(class_or_instance: Any) -> tuple[FieldView, ...]:
    """dataclasses.fields, as FieldView objects."""
    return tuple(FieldView(f) for f in _dc.fields(class_or_instance))


class FieldsDict(dict):  # type: ignore[type-arg]
    """``C.__dataclass_fields__`` as the guest holds it: name -> FieldView, in CPython's
    order (ClassVar pseudo-fields included, as there), read-only: the generated methods
    were made from the real one, so a change could not be honoured."""

    __slots__ = ()

    def _refuse(self, *args: Any, **kwargs: Any) -> Any:
        raise TypeError("a dataclass's __dataclass_fields__ cannot be changed in Stockade; declare the fields")

    __setitem__ = __delitem__ = __ior__ = update = pop = popitem = clear = setdefault = _refuse


def dataclass_fields(obj: Any) -> FieldsDict:
    """``obj.__dataclass_fields__`` of a program dataclass or an instance of one: the
    first class of the MRO that has it, as CPython's attribute lookup finds it."""
    cls = obj if isinstance(obj, type) else type(obj)
    if not classes.is_guest_class(cls):
        raise AttributeError(
            f"'{type(obj).__name__}' object has no attribute '__dataclass_fields__' available in Stockade"
        )
    for k in cls.__mro__:
        found = vars(k).get("__dataclass_fields__")
        if type(found) is dict:
            context.current().meter.charge(1 + len(found))
            return FieldsDict({key: FieldView(f) for key, f in found.items()})
    if isinstance(obj, type):
        raise AttributeError(f"type object '{obj.__name__}' has no attribute '__dataclass_fields__'")
    raise AttributeError(f"'{type(obj).__name__}' object has no attribute '__dataclass_fields__'")


MEMBERS: dict[str, Any] = {
    "dataclass": dataclass,
    "field": _dc.field,
    "fields": fields,
    "asdict": asdict,
    "astuple": astuple,
    "replace": _dc.replace,
    "is_dataclass": _dc.is_dataclass,
    "FrozenInstanceError": _dc.FrozenInstanceError,
    "InitVar": _dc.InitVar,
    "KW_ONLY": _dc.KW_ONLY,
    "MISSING": _dc.MISSING,
}

# The attributes of a field the guest reads (FieldView).
FIELD_ATTRS = frozenset(FieldView.__slots__) - {"_sk_field"}
