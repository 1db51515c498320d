"""Guest classes: creation, attribute reads and stores, super(), type(), with.

Invariant: a class is a guest class only when the guest's ``__build_class__`` (below) made
it, from guest code, with no ``metaclass=``, and with bases that are guest classes or on
ADMITTED_BASES (an enum may add ``int`` or ``str`` as its member type, see guest_enum);
it is then marked (``MARKER`` in its own dict, never nameable by the
guest). On a guest object the guest reads any non-dunder attribute except those a
non-guest base or the metaclass supplies (those follow the base's reviewed allowlist),
plus the reviewed special methods (``names.GUEST_DUNDERS``); it stores and deletes only
non-dunder attributes that no non-guest base or metaclass defines; on an enum class and
its members no ``_sunder_`` name is read or stored at all. ``super()`` is only
for guest classes; ``type(x)`` returns only classes the guest could name or made itself;
every ``with`` statement goes through ``GuestWith``, which never calls a guest
``__exit__`` while a limit is in flight and re-raises a limit that ``__exit__`` swallowed.
Guest class-creation hooks (``__set_name__``, ``__init_subclass__``, under the runtime
names the lowering gives them) run only after the class is registered and marked, called
from here, never by CPython's ``type.__new__``.
"""

from __future__ import annotations

import abc as _abc
import builtins as _b
import sys as _sys
import types
import weakref
from collections.abc import Iterator
from typing import Any

from .. import _native
from .._compiler.names import (
    ANNOTATIONS_HOOK,
    ASSIGNABLE_CHAIN_ATTRS,
    CLASS_BODY_DUNDERS,
    CLASS_CREATION_HOOKS,
    FUNCTION_METADATA,
    GUEST_DUNDERS,
    NEW,
    is_sunder,
)
from . import decimals, guest_enum, guest_logging

MARKER = "__sk_guest__"
# The namespace of the module whose class statement made the class, in the class's own dict
# (not in _INFO: a value there that refers back to its weak key would keep it alive).
_GLOBALS = "__sk_globals__"
_LOOP_SLOT = "__sk_f__"  # the class-body spelling of the lowering's loop/temporary slot

# Names CPython itself puts in a class namespace (besides the reviewed special methods).
_COMPILER_DUNDERS = frozenset(
    {
        "__module__",
        "__qualname__",
        "__doc__",
        "__classcell__",
        "__firstlineno__",
        "__static_attributes__",
        "__dict__",
        "__weakref__",
        "__abstractmethods__",
        "__annotations__",  # the kept class-body annotations, strings (lower.visit_AnnAssign)
        ANNOTATIONS_HOOK,  # the same, evaluated as CPython evaluates them (annotations())
        MARKER,
        _GLOBALS,
        *CLASS_CREATION_HOOKS.values(),  # the renamed class-creation hooks, called by build_class
    }
)


class _Info:
    """What the guard needs to know about one guest class (``enum``: an enum class, whose
    ``_sunder_`` names are never read or stored, see guest_enum; ``replaced``: methods of a
    builtin container base the guard hands out charged, see install_container_bases)."""

    __slots__ = ("enum", "read_denied", "replaced", "store_denied")

    def __init__(
        self,
        read_denied: frozenset[str],
        store_denied: frozenset[str],
        enum: bool = False,
        replaced: dict[str, Any] | None = None,
    ) -> None:
        self.read_denied = read_denied  # never read plainly (the replaced names too: the C fast path skips them)
        self.store_denied = store_denied
        self.enum = enum
        self.replaced: dict[str, Any] = replaced or {}

    def readable(self, name: str) -> bool:
        """A non-dunder name the guest may read on the class or its instances."""
        return (
            not name.startswith("__")
            and (name not in self.read_denied or name in self.replaced)
            and not (self.enum and is_sunder(name))
        )


_INFO: weakref.WeakKeyDictionary[type, _Info] = weakref.WeakKeyDictionary()

# Non-guest classes a guest class may derive from (filled in by install_bases()).
ADMITTED_BASES: set[type] = {object, *guest_enum.BASES}
_METACLASSES: tuple[type, ...] = (type, _abc.ABCMeta, guest_enum.META)  # and guest_tuples.ProtocolMeta


# What a guest subclass may read of an admitted base that is not an exception or enum
# class (json.JSONEncoder): filled in by install_bases().
_BASE_ATTRS: dict[type, frozenset[str]] = {}


# Runtime stand-ins written as Python functions for what CPython implements in C (print,
# sorted, math.factorial, ...): a Python function binds as a method when it is a class
# attribute, a builtin does not, so a guest class holding one keeps it as a staticmethod
# (``class W: p = print`` then ``W().p("x")`` prints only "x", as in CPython).
_NON_BINDING: set[Any] = set()


def install_non_binding(functions: list[Any]) -> None:
    """Stand-ins that must not bind as methods (their CPython originals are builtins)."""
    _NON_BINDING.update(functions)


def _unbound_standin(value: Any) -> Any:
    if type(value) is types.FunctionType and value in _NON_BINDING:
        return staticmethod(value)
    return value


# Admitted bases whose own __init_subclass__ CPython runs while making a program's class
# (string.Template's: it reads only plain class attributes, statically): the class hooks
# treat it as the end of the chain, as object's.
_HOST_INIT_SUBCLASS: set[type] = set()


def install_host_init_subclass(base: type) -> None:
    """``base`` defines an __init_subclass__ that runs no program code (see above)."""
    _HOST_INIT_SUBCLASS.add(base)


def install_base_attrs(cls: type, attrs: frozenset[str]) -> None:
    """What a subclass of an admitted base may read of ``cls``'s own names, where ``cls``
    is in the base's MRO but is not itself admitted as a base (string.Template under
    Stockade's Template)."""
    _BASE_ATTRS[cls] = attrs


def install_bases(classes: list[type], attrs: frozenset[str] | None = None) -> None:
    """Admit these (exception classes, abc.ABC, json.JSONEncoder) as bases of guest
    classes; ``attrs`` is what a subclass may read of the base's own names."""
    ADMITTED_BASES.update(classes)
    if attrs is not None:
        for cls in classes:
            _BASE_ATTRS[cls] = attrs


# Methods of a builtin container base whose work the guard charges on plain containers
# (guards.REPLACEMENTS: dict.update, list.extend, list.sort): (base, name) -> wrap(method,
# instance), filled in by install_container_bases.
_CONTAINER_REPLACED: dict[tuple[type, str], Any] = {}
_CONTAINER_BASES: set[type] = set()  # dict, list, the collections classes and their MROs


def install_container_bases(attrs: dict[type, frozenset[str]], replaced: dict[tuple[type, str], Any]) -> None:
    """Admit builtin containers and the collections classes as bases: ``attrs`` maps each
    class of their MROs to what a subclass may read of its own names; ``replaced`` gives
    the charged form of the methods the guard replaces on plain containers, which a
    subclass's instances then get too (when the program's classes do not define them)."""
    ADMITTED_BASES.update(attrs)
    _BASE_ATTRS.update(attrs)
    _CONTAINER_BASES.update(attrs)
    _CONTAINER_REPLACED.update(replaced)


def _replaced_names(cls: type) -> dict[str, Any]:
    """name -> wrap(method, instance) for the replaced methods ``cls``'s instances find on
    a builtin container base (not on a class of the program or a collections class)."""
    out: dict[str, Any] = {}
    for (base, name), wrap in _CONTAINER_REPLACED.items():
        if base in cls.__mro__ and _owner(cls, name) is base:
            out[name] = wrap
    return out


def container_replacement(base: type, name: str) -> Any:
    """The charged form of ``base.name`` (a builtin container base's method the guard
    replaces on plain containers), or None."""
    return _CONTAINER_REPLACED.get((base, name))


def _container_wrap(cls: type, name: str) -> Any:
    """The charged form of ``name`` when a builtin container base of ``cls`` has it
    replaced (whatever the lookup finds first: charging a program's method too is harmless)."""
    for (base, n), wrap in _CONTAINER_REPLACED.items():
        if n == name and base in cls.__mro__:
            return wrap
    return None


# Names that no guest class in the MRO of a class deriving from one of these bases may
# define: the base's host code looks them up on self (html.parser.HTMLParser's parser
# internals and state), so a guest definition would run in place of the host's code or
# receive the host's state. Checked when a class is made and when a guest class
# attribute is assigned (a mixin that is later a base of such a class included).
_RESERVED: dict[type, frozenset[str]] = {}


def install_reserved(base: type, names: frozenset[str]) -> None:
    """No guest class in the MRO of a subclass of ``base`` may define one of ``names``."""
    _RESERVED[base] = names


def _reserved_clash(cls: type) -> tuple[str, type] | None:
    """(name, base) for a reserved name that a guest class in ``cls``'s MRO defines."""
    for base, names in _RESERVED.items():
        if base in cls.__mro__:
            for k in cls.__mro__:
                if k is cls or k in _INFO:
                    for n in vars(k):
                        if n in names:
                            return n, base
    return None


def _reserved_store(cls: type, name: str) -> type | None:
    """The base whose reserved ``name`` a store on guest class ``cls`` would define for a
    class deriving from it (``cls`` or one of its subclasses), else None."""
    bases = [b for b, names in _RESERVED.items() if name in names]
    if not bases:
        return None
    todo = [cls]
    seen: set[type] = set()
    while todo:
        k = todo.pop()
        if k in seen:
            continue
        seen.add(k)
        for b in bases:
            if b in k.__mro__:
                return b
        todo.extend(type.__subclasses__(k))
    return None


def _reserved_error(name: str, base: type) -> str:
    return (
        f"'{name}' is internal to {base.__module__}.{base.__qualname__} and cannot be defined "
        "by a class in its hierarchy in Stockade (override the documented methods and handlers)"
    )


def is_guest_class(obj: Any) -> bool:
    """True for a class the guest made."""
    return isinstance(obj, type) and obj in _INFO


class Annotations(dict):  # type: ignore[type-arg]
    """A class's evaluated ``__annotations__`` as the guest holds it: a dict it reads as
    CPython's (printed, iterated, compared, copied alike) that refuses changes, because
    dataclasses and ``typing.get_type_hints`` read the class body's annotations, not this
    dict; a change would otherwise be silently ignored where CPython honours it."""

    __slots__ = ()

    def _refuse(self, *args: Any, **kwargs: Any) -> Any:
        raise TypeError(
            "a class's __annotations__ cannot be changed in Stockade (dataclasses and typing.get_type_hints "
            "read the class body's annotations); annotate the class body instead"
        )

    __setitem__ = __delitem__ = __ior__ = update = pop = popitem = clear = setdefault = _refuse


def class_annotations(obj: Any) -> dict[str, Any]:
    """``C.__annotations__`` of a program class (or of an instance: its classes' MRO), as
    CPython answers it: the class body's annotations evaluated where CPython evaluates them
    (the ANNOTATIONS_HOOK dict the lowering fills), or the strings a file with ``from
    __future__ import annotations`` keeps. A class without either gets a new empty dict,
    kept, as CPython keeps one. The evaluated dict is handed out read-only (Annotations);
    the strings of a deferring file are the dict dataclasses and get_type_hints read, so
    changes to it are honoured as in CPython. Any other object is refused (a host class's
    annotations are not the program's)."""
    from . import guest_tuples

    def own(k: type) -> dict[str, Any] | None:
        found = vars(k).get(ANNOTATIONS_HOOK)
        if type(found) is dict:  # as the class body left it: from now on read-only
            found = Annotations(found)
            type.__setattr__(k, ANNOTATIONS_HOOK, found)
        if type(found) is Annotations:
            return found
        found = vars(k).get("__annotations__")
        if type(found) is not dict:
            return None
        if k in _INFO:
            return found  # the strings of a file with `from __future__ import annotations`
        raise AttributeError(  # a NamedTuple's: typing made ForwardRef objects of them
            f"type object '{k.__name__}' has no attribute '__annotations__' available in Stockade "
            "(the file defers its annotations); use typing.get_type_hints"
        )

    if is_guest_class(obj) or guest_tuples.is_tuple_class(obj):
        found = own(obj)
        if found is None:
            found = Annotations()
            type.__setattr__(obj, ANNOTATIONS_HOOK, found)
        return found
    if not (is_guest_class(type(obj)) or guest_tuples.is_tuple_class(type(obj))):
        raise AttributeError(f"'{type(obj).__name__}' object has no attribute '__annotations__' available in Stockade")
    for k in type(obj).__mro__:
        if k in _INFO or guest_tuples.is_tuple_class(k):
            found = own(k)
            if found is not None:
                return found
    raise AttributeError(f"'{type(obj).__name__}' object has no attribute '__annotations__'")


def guest_globals(cls: type) -> dict[str, Any]:
    """The namespace of the guest module whose class statement made ``cls`` (a guest class)."""
    ns: dict[str, Any] = vars(cls)[_GLOBALS]
    return ns


def _base_allowlist(base: type) -> frozenset[str]:
    from .guards import EXCEPTION_ATTRS, EXCEPTION_EXTRA

    enum_allow = guest_enum.base_allowlist(base)
    if enum_allow is not None:
        return enum_allow
    if issubclass(base, BaseException):
        out = set(EXCEPTION_ATTRS)
        for klass, extra in EXCEPTION_EXTRA.items():
            if issubclass(base, klass):
                out |= extra
        return frozenset(out)
    return _BASE_ATTRS.get(base, frozenset())


def _exception_storable(base: type) -> frozenset[str]:
    """Data attributes of an exception base a program's subclass may assign."""
    from .guards import EXCEPTION_STORABLE

    return EXCEPTION_STORABLE.get(base, frozenset())


def _describe(cls: type) -> _Info:
    read_denied: set[str] = set()
    store_denied: set[str] = set()
    seen: set[str] = set()
    for k in cls.__mro__:
        guest = k is cls or k in _INFO
        allow = frozenset() if guest else _base_allowlist(k)
        options = frozenset() if guest else HOST_OPTIONS.get(k, frozenset()) | _exception_storable(k)
        for n in vars(k):
            if n.startswith("__"):
                continue
            if not guest and n not in options:
                store_denied.add(n)
            if n in seen:
                continue
            seen.add(n)
            if not guest and n not in allow:
                read_denied.add(n)
    for k in type.__getattribute__(type(cls), "__mro__"):
        store_denied.update(n for n in vars(k) if not n.startswith("__"))
    if isinstance(cls, _abc.ABCMeta):
        # ABCMeta puts its registry state in the class's own dict.
        read_denied.add("_abc_impl")
        store_denied.add("_abc_impl")
    replaced = _replaced_names(cls)
    read_denied.update(replaced)
    return _Info(frozenset(read_denied), frozenset(store_denied), guest_enum.is_enum_class(cls), replaced)


def _instance_info(t: type) -> _Info | None:
    """The _Info of a guest class; for an enum class whose class statement is still
    running (EnumType builds the members, running their guest ``__init__``, before
    build_class can register the class) one computed from what it holds so far."""
    info = _INFO.get(t)
    if info is None and guest_enum.is_enum_class(t) and t not in guest_enum.BASES and MARKER not in vars(t):
        return _describe(t)
    return info


def _check_slots(cls: type, name: str) -> None:
    """``__slots__``: CPython has made one member descriptor per slot name in the class
    dict (read and written like any attribute; the descriptor itself has no readable
    attribute). Slot names are strings, which the verifier does not see as identifiers,
    so a slot named like a special method or a runtime name is refused here (``__dict__``
    and ``__weakref__`` only ask for what a class without slots has anyway)."""
    slots = vars(cls)["__slots__"]
    listed = [slots] if isinstance(slots, str) else list(slots) if isinstance(slots, (tuple, list)) else None
    if listed is None:
        raise TypeError(f"class {name}: __slots__ must be a string, a tuple or a list of strings in Stockade")
    for slot in listed:
        if type(slot) is str and slot.startswith("__") and slot.endswith("__"):
            if slot not in ("__dict__", "__weakref__"):
                raise TypeError(f"class {name}: slot name '{slot}' is not admitted")


def build_class(func: Any, name: Any, /, *bases: Any, **kwargs: Any) -> Any:
    """The guest's ``__build_class__`` (what a ``class`` statement calls)."""
    from . import guest_tuples, guest_typeddict  # named tuples, Generic and Protocol bases, TypedDict

    if any(guest_typeddict.is_typeddict_base(b) for b in bases):
        return guest_typeddict.build(func, name, bases, kwargs)
    from .guest_newtype import NewTypeStandIn, subclass_error

    for base in bases:
        if type(base) is NewTypeStandIn:
            _b.__build_class__(func, name)  # CPython runs the body first, then refuses
            raise subclass_error(name, base)
    if "metaclass" in kwargs:
        raise TypeError(f"class {name}: the class keyword 'metaclass=' is not admitted in Stockade")

    if any(b is guest_tuples.named_tuple for b in bases):  # identity: no guest __eq__ runs
        if kwargs:
            raise TypeError(f"class {name}: class keywords are not admitted on a NamedTuple class in Stockade")
        return guest_tuples.build_named_tuple(func, name, bases)
    bases, params, protocol = guest_tuples.resolve_bases(name, bases)
    enum_class = guest_enum.check_bases(name, bases, is_guest_class)
    if enum_class and kwargs:
        raise TypeError(f"class {name}: class keywords are not admitted on an enum class in Stockade")
    for base in bases:
        if enum_class and base in guest_enum.DATA_TYPES:
            continue  # class C(str, Enum): the enum's member type
        if not isinstance(base, type) or not (base in _INFO or base in ADMITTED_BASES):
            what = f"class '{base.__name__}'" if isinstance(base, type) else f"a '{type(base).__name__}' object"
            raise TypeError(
                f"class {name}: base {what} is not admitted; a class may derive from object, "
                "the admitted exception classes, dict, list, collections.OrderedDict, collections.defaultdict, "
                "collections.Counter, abc.ABC, the container ABCs of collections.abc, json.JSONEncoder, "
                "html.parser.HTMLParser, logging.Formatter, logging.Filter, logging.Handler, logging.StreamHandler "
                "and classes the program defines"
            )
    if protocol:  # a Protocol class: typing's isinstance rules (guest_tuples.ProtocolMeta)
        cls = _b.__build_class__(func, name, *bases, metaclass=guest_tuples.ProtocolMeta)
    else:
        cls = _b.__build_class__(func, name, *bases)  # no keywords: CPython calls no guest hook
    for key, value in list(vars(cls).items()) if not enum_class else ():
        if value is not _unbound_standin(value):
            type.__setattr__(cls, key, _unbound_standin(value))
    try:
        _own_init_subclass(cls)
        _check_class(cls, name, enum_class)
        hooks = _creation_hooks(cls, name, enum_class, bool(kwargs))
    except BaseException:
        type.__setattr__(cls, MARKER, "refused")  # no longer a pending enum (_instance_info)
        raise
    guest_tuples.finish_class(cls, params, protocol)
    info = _describe(cls)
    _INFO[cls] = info
    type.__setattr__(cls, _GLOBALS, func.__globals__)
    # An enum's marker holds no sets: the C fast path then leaves every read and store to
    # read()/store() below, which apply the sunder rule.
    marker = (None, None) if enum_class else (info.read_denied, info.store_denied)
    type.__setattr__(cls, MARKER, marker)
    if hooks:
        _run_creation_hooks(cls, kwargs)
    elif kwargs:
        _object_init_subclass(cls, cls)(**kwargs)  # CPython's TypeError: it takes no keywords
    return cls


def register_rebuilt(old: type, new: type) -> None:
    """``new`` is CPython's dataclasses copy of the guest class ``old`` made for
    ``slots=True``: ``old``'s namespace (already checked by build_class) without the
    field defaults, plus ``__slots__`` and, for a frozen class, dataclasses' own
    ``__getstate__``/``__setstate__`` (host functions the guest cannot name). Checked and
    registered as build_class registers a class; then, as ``type(cls)(name, bases, dict)``
    does in CPython, the guest's ``__set_name__`` and ``__init_subclass__`` hooks run
    again, for the new class, without class keywords."""
    if not is_guest_class(old) or type(new) is not type(old) or new.__bases__ != old.__bases__:
        raise TypeError("dataclass(slots=True) made an unexpected class")  # pragma: no cover
    if "__slots__" in vars(new):
        _check_slots(new, new.__name__)
    hooks = _creation_hooks(new, new.__name__, False, False)
    info = _describe(new)
    _INFO[new] = info
    type.__setattr__(new, _GLOBALS, vars(old)[_GLOBALS])
    type.__setattr__(new, MARKER, (info.read_denied, info.store_denied))
    if old in _GENERATED_DOC:
        _GENERATED_DOC.add(new)
    if hooks:
        _run_creation_hooks(new, {})


def register_functional_enum(base: type, new: type, namespace: dict[str, Any]) -> None:
    """``new`` is the enum class CPython's functional API (``base('Name', 'A B')``) made,
    its member names checked by guest_enum.functional: checked and registered as
    build_class registers an enum class made by a class statement of the module whose
    namespace is ``namespace``."""
    if not guest_enum.is_enum_class(new) or new.__bases__[-1] is not base:
        raise TypeError("the enum functional API made an unexpected class")  # pragma: no cover
    _check_class(new, new.__name__, True)
    _INFO[new] = _describe(new)
    type.__setattr__(new, _GLOBALS, namespace)
    type.__setattr__(new, MARKER, (None, None))


# -- class-creation hooks (names.CLASS_CREATION_HOOKS) --------------------------------

_INIT_SUBCLASS = CLASS_CREATION_HOOKS["__init_subclass__"]
_SET_NAME = CLASS_CREATION_HOOKS["__set_name__"]
_OBJECT_INIT_SUBCLASS = vars(object)["__init_subclass__"]


def _own_init_subclass(cls: type) -> None:
    """A ``def __init_subclass__`` is an implicit classmethod, as type.__new__ makes it."""
    hook = vars(cls).get(_INIT_SUBCLASS)
    if type(hook) is types.FunctionType:
        type.__setattr__(cls, _INIT_SUBCLASS, classmethod(hook))


def _set_name_hooks(cls: type) -> list[tuple[Any, str, Any]]:
    """(value, name, hook) for each class-body value whose class (a guest class) defines
    ``__set_name__``, in class-body order (CPython iterates a copy of the namespace)."""
    out = []
    for key, value in list(vars(cls).items()):
        if type(value) in _INFO:
            hook = _special(type(value), _SET_NAME)
            if hook is not None:
                out.append((value, key, hook))
    return out


def _next_init_subclass(cls: type, after: type) -> Any:
    """The ``__init_subclass__`` CPython's lookup would find in ``cls.__mro__`` after
    ``after``: a guest class's hook (under its runtime name), or None for object's."""
    mro = cls.__mro__
    for k in mro[mro.index(after) + 1 :]:
        own = vars(k)
        if k in _INFO:
            if _INIT_SUBCLASS in own:
                return own[_INIT_SUBCLASS]
        elif "__init_subclass__" in own and k is not object:
            if k in _HOST_INIT_SUBCLASS:
                return None  # CPython ran it while making the class (it runs no program code)
            raise TypeError(f"class {cls.__name__}: __init_subclass__ of '{k.__name__}' is not admitted")
    return None


def _creation_hooks(cls: type, name: str, enum_class: bool, keywords: bool) -> bool:
    """Whether the class statement must call guest hooks (checked before registering)."""
    found = keywords or bool(_set_name_hooks(cls)) or _next_init_subclass(cls, cls) is not None
    if found and enum_class:
        raise TypeError(
            f"class {name}: __init_subclass__, __set_name__ and class keywords are not admitted "
            "on an enum class in Stockade"
        )
    return found


def _object_init_subclass(cls: type, owner: type, instance: Any = None) -> Any:
    """object.__init_subclass__ bound as CPython's super() binds it."""
    return _OBJECT_INIT_SUBCLASS.__get__(instance, owner)


def _bind_hook(hook: Any, instance: Any, owner: type) -> Any:
    get = _special(type(hook), "__get__")
    return hook if get is None else get(hook, instance, owner)


def _set_name_error(e: BaseException, value: Any, key: str, cls: type) -> BaseException:
    note = f"Error calling __set_name__ on '{type(value).__name__}' instance {key!r} in '{cls.__name__}'"
    if _sys.version_info >= (3, 12):
        e.add_note(note)
        return e
    wrapped = RuntimeError(note)
    wrapped.__cause__ = e
    return wrapped


def _run_creation_hooks(cls: type, kwargs: dict[str, Any]) -> None:
    """After the class is registered and marked: every guest ``__set_name__`` in
    class-body order, then the next ``__init_subclass__`` with the class keywords, as
    type.__new__ would have called them."""
    for value, key, hook in _set_name_hooks(cls):
        try:
            _bind_hook(hook, value, type(value))(cls, key)
        except (Exception, GeneratorExit) as e:  # what guest code can raise (never a limit)
            wrapped = _set_name_error(e, value, key, cls)
            if wrapped is e:
                raise
            raise wrapped from e
    hook = _next_init_subclass(cls, cls)
    if hook is None:
        _object_init_subclass(cls, cls)(**kwargs)
    else:
        _bind_hook(hook, None, cls)(**kwargs)


def super_init_subclass(sup: Any) -> Any:
    """``super().__init_subclass__`` (checked by the guard to be a super object of a guest
    class): the next guest hook after the super object's class, or object's."""
    owner = sup.__self_class__
    instance = None if sup.__self__ is owner else sup.__self__
    hook = _next_init_subclass(owner, sup.__thisclass__)
    if hook is None:
        return _object_init_subclass(owner, owner, instance)
    return _bind_hook(hook, instance, owner)


def _check_class(cls: type, name: str, enum_class: bool) -> None:
    if _LOOP_SLOT in vars(cls):
        type.__delattr__(cls, _LOOP_SLOT)  # the lowering's loop placeholder, from a class-body loop
    from .guest_tuples import ProtocolMeta

    if type(cls) not in (*_METACLASSES, ProtocolMeta) or enum_class != guest_enum.is_enum_class(cls):
        raise TypeError(f"class {name}: metaclass '{type(cls).__name__}' is not admitted")  # pragma: no cover
    if "__slots__" in vars(cls):
        _check_slots(cls, name)
    machinery = guest_enum.MACHINERY_DUNDERS if enum_class else frozenset()
    for key in vars(cls):
        if key.startswith("__") and key not in GUEST_DUNDERS and key not in _COMPILER_DUNDERS and key not in machinery:
            if key in CLASS_BODY_DUNDERS or key == NEW:
                continue  # __new__: a guest def (enum classes refuse it: __new_member__)
            raise TypeError(f"class {name}: '{key}' is not admitted in a class body")  # pragma: no cover
    if enum_class:
        guest_enum.check_class(cls, is_guest_class)
    clash = _reserved_clash(cls)
    if clash is not None:
        raise TypeError(f"class {name}: {_reserved_error(*clash)}")


# -- attribute reads (the guard's slow path for guest objects) --------------------------


def _owner(cls: type, name: str) -> type | None:
    for k in cls.__mro__:
        if name in vars(k):
            return k
    return None


def read(obj: Any, name: str) -> tuple[bool, Any]:
    """(handled, value) for a read on a guest instance, guest class or super object."""
    t = type(obj)
    info = _instance_info(t)
    if name == NEW:
        return _read_new(obj, info)
    if info is not None:
        wrap = info.replaced.get(name)
        if wrap is not None:
            return True, wrap(getattr(obj, name), obj)  # a builtin base's method, charged
        if name in GUEST_DUNDERS or info.readable(name):
            return True, getattr(obj, name)
        raise AttributeError(f"'{t.__name__}' object has no attribute '{name}' available in Stockade")
    if t is super:
        self_class = obj.__self_class__
        sinfo = _INFO.get(self_class)
        if sinfo is not None and (name in GUEST_DUNDERS or sinfo.readable(name)):
            wrap = _container_wrap(self_class, name)
            if wrap is not None:  # super().update(...) may reach the builtin's: charged too
                return True, wrap(getattr(obj, name), obj.__self__)
            return True, getattr(obj, name)
        if sinfo is not None and name == "__init_subclass__":
            return True, super_init_subclass(obj)
        raise AttributeError(f"'super' object has no attribute '{name}' available in Stockade")
    if isinstance(obj, type) and obj in _INFO:
        if name == "__name__" or name in GUEST_DUNDERS:
            return True, getattr(obj, name)
        if _INFO[obj].readable(name):
            owner = _owner(obj, name)
            if owner is not None and owner in _INFO:
                return True, getattr(obj, name)
            if owner is not None and owner is not object and any(owner in b.__mro__ for b in _RESERVED):
                # an allowlisted name of a base whose class-level values are the guest's to
                # read (html.parser.HTMLParser: checked methods, a tuple of strs, stand-ins)
                return True, getattr(obj, name)
            if owner is None:
                raise AttributeError(f"type object '{obj.__name__}' has no attribute '{name}'")
        raise AttributeError(f"type object '{obj.__name__}' has no attribute '{name}' available in Stockade")
    return False, None


class GuestNew:
    """What reading ``X.__new__`` gives the guest (``super().__new__``, ``object.__new__``,
    ``Base.__new__``): the real ``__new__``, callable only with a class the program
    defines as its first argument, so no host or stdlib object is ever made without its
    ``__init__``. Anything that is not a class goes through, for CPython's own error."""

    __slots__ = ("_new",)

    def __init__(self, new: Any) -> None:
        self._new = new

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        first = args[0] if args else None
        if isinstance(first, type) and (first not in _INFO or _INFO[first].enum):
            raise TypeError(
                f"__new__({first.__name__}) is not admitted in Stockade: __new__ makes only "
                "instances of classes the program defines (not enums); call the class instead"
            )
        return self._new(*args, **kwargs)


def _read_new(obj: Any, info: _Info | None) -> tuple[bool, Any]:
    """``obj.__new__`` on a guest instance, guest class, super object of a guest class,
    ``object`` or an admitted exception class (enum classes and members: refused)."""
    t = type(obj)
    if t is super:
        ok = obj.__self_class__ in _INFO and not guest_enum.is_enum_class(obj.__self_class__)
    elif info is not None:
        ok = not info.enum
    elif isinstance(obj, type):
        ok = (obj in _INFO and not _INFO[obj].enum) or obj is object or (
            obj in ADMITTED_BASES and issubclass(obj, BaseException)
        )
    else:
        return False, None
    if not ok:
        kind = f"type object '{obj.__name__}'" if isinstance(obj, type) else f"'{t.__name__}' object"
        raise AttributeError(f"{kind} has no attribute '__new__' available in Stockade")
    return True, GuestNew(getattr(obj, NEW))


# -- attribute stores and deletes (the hooks __sk_sa, __sk_at, __sk_da) ---------------


def program_frames() -> Iterator[types.FrameType]:
    """The frames of the program's own code on this thread's stack, innermost first (code
    compiled from a program file: the rule of is_guest_function)."""
    from .._program import GUEST_FILE_PREFIX

    f: types.FrameType | None = _sys._getframe(1)
    while f is not None:
        if f.f_code.co_filename.startswith(GUEST_FILE_PREFIX):
            yield f
        f = f.f_back


def is_guest_function(obj: Any) -> bool:
    """A function the program's own source defines (``def`` or ``lambda``): its code was
    compiled from a guest file. Such a function takes and gives non-dunder attributes
    (``wrapper.calls = 0``), which live in its own ``__dict__``, as in CPython; the
    runtime's own Python functions (stand-ins for builtins, stdlib wrappers) never do."""
    if type(obj) is not types.FunctionType:
        return False
    from .._program import GUEST_FILE_PREFIX

    filename = obj.__code__.co_filename
    return type(filename) is str and filename.startswith(GUEST_FILE_PREFIX)


# Builtin types whose instances take no attribute assignment or deletion at all (no
# __dict__, every slot read-only): setattr/delattr on one always raises, so it is left to
# CPython, whose message the program then sees ("attribute 'real' of 'int' objects is not
# writable").
_NO_ATTRIBUTES = frozenset(
    {type(None), bool, int, float, complex, str, bytes, tuple, list, dict, set, frozenset, range, slice}
)


def _store_info(obj: Any, name: str, verb: str) -> None:
    info = _instance_info(type(obj))
    if info is None and not name.startswith("__") and is_guest_function(obj):
        return  # a guest function's own attribute
    if info is None and isinstance(obj, type):
        info = _INFO.get(obj)
    if info is None and not isinstance(obj, type) and not name.startswith("__"):
        from . import guest_tuples

        if guest_tuples.is_tuple_class(type(obj)):
            return  # a named tuple: setattr/delattr raise CPython's errors (fields, no dict)
        if type(obj) in _NO_ATTRIBUTES and not name.startswith("__"):
            return  # (1).real = 2: CPython's own error (these types take no attribute at all)
    if info is None:
        kind = f"type object '{obj.__name__}'" if isinstance(obj, type) else f"'{type(obj).__name__}' object"
        raise AttributeError(
            f"cannot {verb} attribute '{name}' of {kind} in Stockade: only instances and classes "
            "the program defines take attribute assignments; use a dict"
        )
    if name.startswith("__") or name in info.store_denied or (info.enum and is_sunder(name)):
        raise AttributeError(f"attribute '{name}' of '{type(obj).__name__}' cannot be {verb} in Stockade")


def object_setattr(*args: Any, **kwargs: Any) -> None:
    """What the guest reads as ``object.__setattr__`` (names.OBJECT_SETATTR): CPython's,
    on an instance of a class the program defines, for a name ``obj.name = value`` could
    set there; it skips the class's own ``__setattr__`` (a frozen dataclass's), as
    CPython's does. Anything else is refused as the guest's own store would refuse it."""
    if not args:
        raise TypeError("descriptor '__setattr__' of 'object' object needs an argument")
    if kwargs:
        raise TypeError("wrapper __setattr__() takes no keyword arguments")
    if len(args) != 3:
        raise TypeError(f" expected 2 arguments, got {len(args) - 1}")  # CPython's, space and all
    obj, name, value = args
    if type(name) is not str:
        raise TypeError(f"attribute name must be string, not '{type(name).__name__}'")
    if isinstance(obj, type):
        raise TypeError(f"can't apply this __setattr__ to {type(obj).__name__} object")
    _store_info(obj, name, "set")
    if _instance_info(type(obj)) is None:  # a guest function or named tuple: CPython's own result
        setattr(obj, name, value)
        return
    object.__setattr__(obj, name, value)


object_setattr.__name__ = object_setattr.__qualname__ = "__setattr__"


class InstanceDict(dict[Any, Any]):
    """What ``vars(x)`` and ``x.__dict__`` give (``__sk_vars``): a copy of the attribute
    dict of an instance of a program class (or of a program function), used only where
    the verifier saw it read at once (compiler.dict_reads), so it is never told apart from
    CPython's live dict. ``update`` writes through to the object, for the names
    ``x.name = value`` could set there (skipping the class's ``__setattr__``, as a dict
    update does in CPython)."""

    __slots__ = ("_sk_owner",)
    _sk_owner: Any

    def update(self, *args: Any, **kwargs: Any) -> None:
        incoming = dict(*args, **kwargs)  # CPython's argument handling (a mapping, or pairs)
        from . import context

        context.current().meter.charge(len(incoming))
        owner = self._sk_owner
        for name in incoming:
            if type(name) is not str:
                raise TypeError(
                    f"{type(owner).__name__}.__dict__.update(): attribute names must be str in Stockade, "
                    f"not {type(name).__name__}"
                )
            _store_info(owner, name, "set")
        object.__getattribute__(owner, "__dict__").update(incoming)
        dict.update(self, incoming)

    def _sk_check(self, name: Any, verb: str) -> None:
        owner = self._sk_owner
        if type(name) is not str:
            raise TypeError(
                f"{type(owner).__name__}.__dict__: attribute names must be str in Stockade, not {type(name).__name__}"
            )
        _store_info(owner, name, verb)

    def __setitem__(self, name: Any, value: Any) -> None:
        self._sk_check(name, "set")
        object.__getattribute__(self._sk_owner, "__dict__")[name] = value
        dict.__setitem__(self, name, value)

    def __delitem__(self, name: Any) -> None:
        self._sk_check(name, "delete")
        del object.__getattribute__(self._sk_owner, "__dict__")[name]  # CPython's KeyError
        dict.__delitem__(self, name)

    def setdefault(self, name: Any, default: Any = None, /) -> Any:
        real = object.__getattribute__(self._sk_owner, "__dict__")
        if name in real:
            return real[name]
        self._sk_check(name, "set")
        value = real.setdefault(name, default)
        dict.__setitem__(self, name, value)
        return value

    def pop(self, name: Any, *default: Any) -> Any:
        real = object.__getattribute__(self._sk_owner, "__dict__")
        if name not in real:
            return dict.pop(self, name, *default)  # CPython's KeyError or the default
        self._sk_check(name, "delete")
        value = real.pop(name)
        dict.pop(self, name, None)
        return value


INSTANCE_DICT_ATTRS = frozenset({"copy", "get", "items", "keys", "pop", "setdefault", "update", "values"})


def instance_vars(obj: Any, attribute: int) -> dict[str, Any]:
    """``vars(obj)`` (attribute 0) or ``obj.__dict__`` (1), read at once: a copy of the
    attribute dict of an instance of a program class or of a program function. CPython's
    error where the object has no ``__dict__``; anything else (classes, modules, stdlib
    objects, enum members, instances of a class with a non-program base such as
    json.JSONEncoder) is refused. Flag 2 (added) marks a site in the displays of the
    file's last expression statement (dict_reads): the live dict goes into the display,
    which no program code can reach before the door copies it out, as CPython's would."""
    live = attribute & 2
    attribute &= 1
    t = type(obj)
    info = _instance_info(t)
    # (an admitted stdlib base such as json.JSONEncoder or html.parser.HTMLParser keeps its
    # own state in the instance dict; a container base keeps its items elsewhere)
    own = (
        info is not None
        and not info.enum
        and not any(k in _BASE_ATTRS and k not in _CONTAINER_BASES for k in t.__mro__)
    )
    if not own and not isinstance(obj, type) and is_guest_function(obj):
        own = True
    if own:
        try:
            found = object.__getattribute__(obj, "__dict__")
        except AttributeError:
            own = False  # __slots__ only: CPython's error below
        else:
            from . import context

            context.current().meter.charge(len(found))
            if live:
                return found  # type: ignore[no-any-return]
            out = InstanceDict(found)
            out._sk_owner = obj
            return out
    from .guards import AttrFacade, Facade

    has_dict = True
    try:
        object.__getattribute__(obj, "__dict__")
    except AttributeError:
        has_dict = isinstance(obj, (type, types.ModuleType, Facade, AttrFacade))  # a module to CPython
    if not has_dict and not own:
        if attribute:
            raise AttributeError(f"'{t.__name__}' object has no attribute '__dict__'")
        raise TypeError("vars() argument must have __dict__ attribute")
    what = "vars()" if not attribute else ".__dict__"
    kind = f"class '{obj.__name__}'" if isinstance(obj, type) else f"'{t.__name__}' object"
    raise TypeError(
        f"{what} of a {kind} is not available in Stockade: only instances of the program's own "
        "classes (and its functions) have their attributes listed"
    )


# Host (stdlib) classes whose listed options the guest may assign, as CPython lets a
# program set ``wrapper.width = 40``: filled in by the module that admits the class and
# checks the options' types before its own code reads them (textlib.TextWrapper).
HOST_OPTIONS: dict[type, frozenset[str]] = {}


def store(value: Any, obj: Any, name: str) -> None:
    """``obj.name = value`` (value first: CPython evaluates the right side first)."""
    if type(obj) is decimals.Context:
        decimals.store_context(obj, name, value)
        return
    if guest_logging.storable(obj):
        guest_logging.store(obj, name, value)
        return
    options = HOST_OPTIONS.get(type(obj))
    if options is not None and name in options:
        setattr(obj, name, value)  # plain data the type's own Python code reads, checked before use
        return
    if (
        isinstance(obj, BaseException)
        and type(obj) not in _INFO
        and any(name in _exception_storable(k) for k in type(obj).__mro__)
    ):
        setattr(obj, name, value)  # e.args = ..., e.code = ... on a builtin exception: plain data
        return
    if isinstance(obj, BaseException) and name in ASSIGNABLE_CHAIN_ATTRS:
        from . import chain

        chain.store(obj, name, value)  # CPython's checks; a link handed over is marked
        return
    if name in GUEST_DUNDERS and isinstance(obj, type) and obj in _INFO and not guest_enum.is_enum_class(obj):
        # cls.__repr__ = f (a class decorator adding a special method): what a def of that
        # name in the class body would have made, as type.__setattr__ installs it
        type.__setattr__(obj, name, _unbound_standin(value))
        return
    if name in FUNCTION_METADATA and is_guest_function(obj):
        # wrapper.__name__ = fn.__name__ (a decorator written without functools.wraps):
        # the function's own metadata, with CPython's checks (a str for the names)
        setattr(obj, name, value)
        return
    _store_info(obj, name, "set")
    if isinstance(obj, type) and _RESERVED:
        base = _reserved_store(obj, name)
        if base is not None:
            raise AttributeError(f"cannot set attribute '{name}' of type object '{obj.__name__}': "
                                 + _reserved_error(name, base))
    setattr(obj, name, _unbound_standin(value) if isinstance(obj, type) else value)


def delete(obj: Any, name: str) -> None:
    """``del obj.name``."""
    _store_info(obj, name, "delete")
    delattr(obj, name)


class AttrTarget:
    """``obj.name`` as an assignment target inside unpacking, ``for``, ``with ... as``,
    augmented assignment and ``del``: lowered to ``__sk_at(obj)['name']`` so CPython keeps
    its own evaluation order; the item protocol goes through the guard."""

    __slots__ = ("_obj",)

    def __init__(self, obj: Any) -> None:
        self._obj = obj

    def __getitem__(self, name: str) -> Any:
        return _native.ga(self._obj, name)

    def __setitem__(self, name: str, value: Any) -> None:
        store(value, self._obj, name)

    def __delitem__(self, name: str) -> None:
        delete(self._obj, name)


# -- super() and type() -------------------------------------------------------------


def _check_super(cls: Any, obj: Any) -> None:
    if not (isinstance(cls, type) and cls in _INFO):
        what = cls.__name__ if isinstance(cls, type) else type(cls).__name__
        raise TypeError(f"super() is only for classes the program defines, not '{what}'")
    if isinstance(obj, type):
        if obj not in _INFO:
            raise TypeError(f"super() is only for classes the program defines, not '{obj.__name__}'")
    elif type(obj) not in _INFO:
        raise TypeError(f"super() is only for instances of classes the program defines, not '{type(obj).__name__}'")


def guest_super(*args: Any) -> Any:
    """The guest's ``super``: ``super(C, obj)`` for a guest class C."""
    if len(args) == 0:
        raise RuntimeError("super(): no arguments (super() works directly inside a method; or write super(C, self))")
    if len(args) == 1:
        raise TypeError("super() with one argument is not admitted in Stockade; write super(C, self)")
    if len(args) > 2:
        raise TypeError(f"super() takes at most 2 arguments ({len(args)} given)")
    _check_super(args[0], args[1])
    return super(args[0], args[1])


def zero_arg_super(cls: Any, *first: Any) -> Any:
    """``super()`` inside a method, lowered to ``__sk_super(__class__, <first argument>)``."""
    if not first:
        raise RuntimeError("super(): no arguments")
    _check_super(cls, first[0])
    return super(cls, first[0])


_TYPE_OF: set[type] = {type(None), bool, object}


def install_type_of(classes: list[type]) -> None:
    """Classes ``type(x)`` may return besides guest classes and exception classes."""
    _TYPE_OF.update(classes)


# Classes whose instances are of another (real) class than the one the guest names: a
# stand-in's (standin.py) and the guest's range and slice. type(x) answers the class the
# guest names, as CPython's type(x) is the class the program named.
_TYPE_AS: dict[type, type] = {}


def install_type_as(real: type, named: type) -> None:
    """``type(x)`` of an instance of ``real`` answers ``named``."""
    _TYPE_AS[real] = named


_STDLIB_EXCEPTIONS: set[type] = set()


def holdable_class(k: Any) -> bool:
    """A class the guest can already hold by name: its own, an admitted base or builtin
    exception, or a class type(x) may return (``C.__mro__`` lists only these)."""
    from . import guest_tuples

    if not isinstance(k, type):
        return False
    return (
        k in _INFO
        or k in ADMITTED_BASES
        or k in _TYPE_OF
        or guest_tuples.is_tuple_class(k)
        or (issubclass(k, BaseException) and k.__module__ == "builtins")
    )


# Admitted bases whose own MRO is not CPython's (logging's Handler classes lack CPython's
# Filterer mixin): a program class deriving from one cannot show its __mro__ exactly.
_INEXACT_MRO: set[type] = set()


def install_inexact_mro(bases: list[type]) -> None:
    """These admitted bases' MROs differ from CPython's classes of the same name."""
    _INEXACT_MRO.update(bases)


def presented_mro(cls: type) -> tuple[type, ...] | None:
    """``cls.__mro__`` (a program's class or named tuple class) as CPython would give it,
    or None when Stockade cannot give exactly that: every class in it must be one the
    program can name, with CPython's own bases; the guest's collections classes
    (OrderedDict, Counter, defaultdict, deque) stand for CPython's, so the real class each
    derives from is dropped."""
    from . import containers, guest_tuples

    if not guest_tuples.mro_as_written(cls):
        return None
    hidden = {c.__mro__[1] for c in containers.OWN}
    out: list[type] = []
    for k in cls.__mro__:
        if k in hidden:
            continue
        if not holdable_class(k) or k in _INEXACT_MRO:
            return None
        out.append(k)
    return tuple(out)


def guest_type(*args: Any) -> Any:
    """The guest's ``type``: one argument; the class of a guest object, of a value of an
    admitted builtin type or of an exception."""
    if len(args) != 1:
        raise TypeError(
            "type() takes exactly one argument in Stockade (type(name, bases, dict) is not admitted; "
            "write a class statement)"
        )
    t = type(args[0])
    if t in _INFO or t in _TYPE_OF:
        return t
    if t in _TYPE_AS:
        return _TYPE_AS[t]
    from . import guest_tuples

    if guest_tuples.is_tuple_class(t):
        return t
    if issubclass(t, BaseException) and (t.__module__ == "builtins" or t in ADMITTED_BASES):
        return t
    raise TypeError(f"type() of a '{t.__name__}' object is not available in Stockade; use isinstance()")


class TypeStandIn:
    """What the guest's ``type`` is: ``type(x)`` is guest_type(x); ``isinstance(x, type)``,
    ``issubclass(C, type)``, ``type[int]``, its repr and its name are CPython's. The real
    class ``type`` is never handed out (its methods make classes without the checks of
    build_class); ``type(C)`` of a plain class answers this object, so ``type(C) is type``
    holds as in CPython."""

    __slots__ = ()
    __name__ = "type"
    __qualname__ = "type"

    def __call__(self, *args: Any) -> Any:
        if len(args) == 1 and (type(args[0]) is type or args[0] is self):
            return self  # type(C) of a plain class; type(type)
        return guest_type(*args)

    def __instancecheck__(self, obj: Any) -> bool:
        return isinstance(obj, type) or _typing_class(obj)

    def __subclasscheck__(self, cls: Any) -> bool:
        if cls is self:
            return True
        return issubclass(cls, type)

    def __getitem__(self, params: Any) -> Any:
        return type[params]

    def __or__(self, other: Any) -> Any:
        return type | other

    def __ror__(self, other: Any) -> Any:
        return other | type

    def __repr__(self) -> str:
        return "<class 'type'>"

    def __copy__(self) -> TypeStandIn:
        return self

    def __deepcopy__(self, memo: Any) -> TypeStandIn:
        return self

    def __reduce__(self) -> Any:
        raise TypeError("cannot pickle 'type' in Stockade")


def _typing_class(obj: Any) -> bool:
    """A stand-in for something CPython makes a class: a TypedDict class, typing's IO
    classes (``<class 'typing.TextIO'>``), the guest's ``type`` itself."""
    from .guest_typeddict import TypedDictClass
    from .stdlib import TypingName

    if type(obj) is TypedDictClass or type(obj) is TypeStandIn:
        return True
    # typing.Any is a class since 3.11
    return type(obj) is TypingName and (repr(obj).startswith("<class ") or repr(obj) == "typing.Any")


GUEST_TYPE = TypeStandIn()


# -- with -----------------------------------------------------------------------------


def _special(t: type, name: str, missing: Any = None) -> Any:
    """``name`` as found in the class dicts of ``t``'s MRO (no descriptor runs), else ``missing``."""
    for k in t.__mro__:
        d = vars(k)
        if name in d:
            return d[name]
    return missing


def _bind(raw: Any, obj: Any) -> Any:
    get = _special(type(raw), "__get__")
    if get is None:
        return raw
    return get(raw, obj, type(obj))


class GuestWith:
    """The context manager of every guest ``with`` (``__sk_with(__sk_F, mgr)``).

    Looks up ``__enter__``/``__exit__`` on the manager's type as CPython does, with
    CPython's errors; never calls ``__exit__`` while a limit is in flight (the meter is
    tripped) or for KeyboardInterrupt/SystemExit, and re-raises a limit that tripped
    while ``__exit__`` ran, so a manager that returns True cannot swallow it.
    """

    __slots__ = ("_enter", "_exit", "_meter")

    def __init__(self, meter: Any, mgr: Any) -> None:
        t = type(mgr)
        enter = _special(t, "__enter__")
        if enter is None:
            raise TypeError(f"'{t.__name__}' object does not support the context manager protocol")
        exit_ = _special(t, "__exit__")
        if exit_ is None:
            raise TypeError(
                f"'{t.__name__}' object does not support the context manager protocol (missed __exit__ method)"
            )
        self._meter = meter
        self._enter = _bind(enter, mgr)
        self._exit = _bind(exit_, mgr)

    def __enter__(self) -> Any:
        return self._enter()

    def __exit__(self, et: Any, ev: Any, tb: Any) -> Any:
        if not may_exit(self._meter, et):
            return False
        result = self._exit(et, ev, tb)
        self._meter.check()
        return result


def may_exit(meter: Any, et: Any) -> bool:
    """Before a guest ``__exit__``/``__aexit__`` runs: raise the limit in flight (or
    GeneratorExit for a generator finalised after its run ended: close it quietly without
    running guest code, as the handlers' sticky check does); False for the host's own
    KeyboardInterrupt/SystemExit, which no guest manager sees."""
    if meter.tripped == "ended":
        raise GeneratorExit
    meter.check()
    return et is None or not issubclass(et, (KeyboardInterrupt, SystemExit))


def with_(meter: Any, mgr: Any) -> GuestWith:
    """The hook ``__sk_with``."""
    return GuestWith(meter, mgr)



# Guest classes whose __doc__ dataclass() wrote (the class had no docstring): CPython spells
# the evaluated annotations there ("P(x: int)"), Stockade keeps annotations as text
# ("P(x: 'int')"), so that str is not the one CPython would give.
_GENERATED_DOC: weakref.WeakSet[type] = weakref.WeakSet()


def mark_generated_doc(cls: type) -> None:
    """``cls.__doc__`` was generated by dataclass() (guest_dataclasses)."""
    _GENERATED_DOC.add(cls)


def check_doc(source: Any) -> None:
    """Refuse ``__doc__`` where Stockade's str would differ from CPython's."""
    cls = source if isinstance(source, type) else None
    if cls is not None and cls in _GENERATED_DOC:
        raise AttributeError(
            f"the __doc__ that dataclass() generated for '{cls.__name__}' is not available in Stockade "
            "(it spells the field annotations, which Stockade keeps as text); give the class a docstring"
        )
