"""Guest TypedDict classes: ``class Movie(TypedDict, total=False): title: str``.

Invariant: a class statement whose bases are all ``typing.TypedDict`` (the guest's inert
stand-in) or guest TypedDict classes makes no class: it makes a :class:`TypedDictClass`,
an inert host object holding three strings (name, qualified name, module name). Calling
it returns a plain dict, ``dict(*args, **kwargs)``, which is what CPython's TypedDict
classes return; ``isinstance``/``issubclass`` with it raise CPython's TypeError. The class
body runs once, as CPython runs it, into a throwaway plain class that is dropped at once;
a body that binds anything but its annotations (a method, a default value) is refused
(the verifier already refuses such a body when it can see the TypedDict base). ``total=``
(a bool) and ``Required[...]``/``NotRequired[...]`` shape ``__required_keys__`` and
``__optional_keys__`` (frozensets of the key strings) as in the running CPython; the
class's ``__annotations__`` is the evaluated annotations, bases' first, as typing stores
them (None as NoneType, strings as forward references).
"""

from __future__ import annotations

import builtins as _b
import sys
from typing import Any

from .._compiler.names import ANNOTATIONS_HOOK

_NO_CHECKS = "TypedDict does not support instance and class checks"
# What CPython itself puts in a class namespace, besides what the body binds.
_IMPLICIT = frozenset(
    {
        "__module__",
        "__qualname__",
        "__doc__",
        "__annotations__",
        "__firstlineno__",
        "__static_attributes__",
        "__dict__",
        "__weakref__",
    }
)


class TypedDictClass:
    """A guest TypedDict class: calling it builds a plain dict (see the module docstring)."""

    __slots__ = (
        "_sk_annotations",
        "_sk_hints",
        "_sk_module",
        "_sk_name",
        "_sk_optional",
        "_sk_qualname",
        "_sk_required",
        "_sk_total",
    )

    def __init__(
        self, name: str, qualname: str, module: str, hints: list[tuple[str, Any, dict[str, Any] | None]] | None = None
    ) -> None:
        self._sk_name = name
        self._sk_qualname = qualname
        self._sk_module = module
        # (key, annotation, the namespace to evaluate a string annotation in), bases' first:
        # what typing.get_type_hints evaluates (guest_hints)
        self._sk_hints: list[tuple[str, Any, dict[str, Any] | None]] = hints or []
        self._sk_total = True
        self._sk_required: frozenset[str] = frozenset()
        self._sk_optional: frozenset[str] = frozenset()
        # the evaluated annotations (None: a file that defers them, not available)
        self._sk_annotations: dict[str, Any] | None = {}

    def _sk_keys(self, own: dict[str, Any], total: bool, bases: list[TypedDictClass]) -> None:
        """CPython's key sets: the bases' first, then each own key by its qualifier
        (Required/NotRequired, also inside Annotated), else ``total``."""
        required: set[str] = set()
        optional: set[str] = set()
        annotations: dict[str, Any] | None = {}
        for base in bases:
            required |= base._sk_required
            optional |= base._sk_optional
            if annotations is not None and base._sk_annotations is not None:
                annotations = annotations | base._sk_annotations
            else:
                annotations = None
        for key, value in own.items():
            qualifiers = _qualifiers(value)
            is_required = True if "Required" in qualifiers else False if "NotRequired" in qualifiers else total
            if is_required:
                required.add(key)
                if sys.version_info >= (3, 12):
                    optional.discard(key)
            else:
                optional.add(key)
                if sys.version_info >= (3, 12):
                    required.discard(key)
            if annotations is not None:
                annotations[key] = _type_checked(value)
        self._sk_total = total
        self._sk_required = frozenset(required)
        self._sk_optional = frozenset(optional)
        self._sk_annotations = annotations

    def _sk_dunder(self, name: str) -> Any:
        """``__required_keys__``, ``__optional_keys__``, ``__total__``, ``__annotations__``."""
        if name == "__required_keys__":
            return self._sk_required
        if name == "__optional_keys__":
            return self._sk_optional
        if name == "__total__":
            return self._sk_total
        if name == "__annotations__" and self._sk_annotations is not None:
            from .classes import Annotations

            if type(self._sk_annotations) is not Annotations:  # read-only from the first read on
                self._sk_annotations = Annotations(self._sk_annotations)
            return self._sk_annotations
        raise AttributeError(
            f"type object '{self._sk_name}' has no attribute '{name}' available in Stockade "
            "(the file defers its annotations); use typing.get_type_hints"
        )

    @property
    def __name__(self) -> str:
        """The class name, as ``Movie.__name__`` gives it."""
        return self._sk_name

    def __call__(self, /, *args: Any, **kwargs: Any) -> dict[Any, Any]:
        return dict(*args, **kwargs)

    def __instancecheck__(self, obj: Any) -> bool:
        raise TypeError(_NO_CHECKS)

    def __subclasscheck__(self, cls: Any) -> bool:
        raise TypeError(_NO_CHECKS)

    def __or__(self, other: Any) -> Any:
        from .stdlib import _pipe_operand, _union

        return _union((self, other), pipe=_pipe_operand(other))

    def __ror__(self, other: Any) -> Any:
        from .stdlib import _pipe_operand, _union

        return _union((other, self), pipe=_pipe_operand(other))

    def type_text(self) -> str:
        """How typing prints the class inside a subscript: ``List[__main__.Movie]``."""
        return f"{self._sk_module}.{self._sk_qualname}"

    def __repr__(self) -> str:
        return f"<class '{self.type_text()}'>"


def _qualifiers(value: Any) -> set[str]:
    """The TypedDict qualifiers CPython's metaclass finds on an evaluated annotation: the
    outermost ``Required``/``NotRequired``, looking through ``Annotated`` (3.11 once,
    3.12+ at any depth and through each other). A string (a deferred annotation) has none."""
    from .stdlib import TYPING, TypingName

    found: set[str] = set()
    for _ in range(100 if sys.version_info >= (3, 12) else 2):
        if type(value) is not TypingName or value._sk_union is not None:
            break
        origin = value._sk_origin
        if origin is TYPING["Annotated"] and value._sk_args:
            value = value._sk_args[0]
            continue
        if origin is TYPING["Required"] or origin is TYPING["NotRequired"]:
            found.add("Required" if origin is TYPING["Required"] else "NotRequired")
            if sys.version_info < (3, 12):
                break
            value = value._sk_args[0] if value._sk_args else None
            continue
        break
    return found


def _type_checked(value: Any) -> Any:
    """An annotation as typing's _type_check stores it in a TypedDict's __annotations__."""
    from .stdlib import _arg

    return _arg(value)


def is_typeddict(tp: Any) -> bool:
    """typing.is_typeddict: a TypedDict class the program made (not typing.TypedDict itself)."""
    return type(tp) is TypedDictClass


def is_typeddict_base(base: Any) -> bool:
    """``typing.TypedDict`` (the guest's stand-in) or a guest TypedDict class."""
    from .stdlib import TYPING

    return base is TYPING["TypedDict"] or type(base) is TypedDictClass


def build(func: Any, name: str, bases: tuple[Any, ...], kwargs: dict[str, Any]) -> TypedDictClass:
    """What a class statement with a TypedDict base makes (see the module docstring)."""
    from .stdlib import TypingName

    if any(type(b) is TypingName and b._sk_text.startswith("typing.Generic[") for b in bases):
        raise TypeError(f"class {name}: a generic TypedDict is not admitted in Stockade")
    if not all(is_typeddict_base(b) for b in bases):
        raise TypeError("cannot inherit from both a TypedDict type and a non-TypedDict base class")
    extra = [k for k in kwargs if k != "total"]
    if extra or type(kwargs.get("total", True)) is not bool:
        raise TypeError(f"class {name}: a TypedDict class takes only total=True or total=False in Stockade")
    body = _b.__build_class__(func, name)
    bound = [k for k in vars(body) if k not in _IMPLICIT and not k.startswith("__sk")]
    if bound:
        raise TypeError(
            f"class {name}: a TypedDict class body holds only annotated keys in Stockade (it binds {bound[0]!r})"
        )
    module, qualname = body.__module__, body.__qualname__
    hints = [h for b in bases if type(b) is TypedDictClass for h in b._sk_hints]
    own = vars(body).get("__annotations__", {})
    hints += [(k, v, func.__globals__) for k, v in own.items()] if type(own) is dict else []
    made = TypedDictClass(
        name, qualname if type(qualname) is str else name, module if type(module) is str else "__main__", hints
    )
    evaluated = vars(body).get(ANNOTATIONS_HOOK)
    texts = own if type(own) is dict else {}
    values = evaluated if type(evaluated) is dict else texts
    made._sk_keys(dict(values), kwargs.get("total", True), [b for b in bases if type(b) is TypedDictClass])
    if type(evaluated) is not dict and texts:
        made._sk_annotations = None  # strings: typing would show ForwardRef objects
    return made


def functional(args: tuple[Any, ...], kwargs: dict[str, Any], module: str) -> TypedDictClass:
    """``TypedDict("Movie", {"title": str}, total=False)``: the functional form, made in the
    guest module ``module``. The field mapping is checked as CPython checks it (``dict()``
    of it) and then dropped; the forms whose behaviour differs between CPython versions
    (keyword fields, no fields) are refused."""
    if len(args) != 2 or [k for k in kwargs if k != "total"]:
        raise TypeError("TypedDict() takes a name and a dict of fields (and total=) in Stockade")
    name, fields = args
    if type(name) is not str:
        raise TypeError(f"type.__new__() argument 1 must be str, not {type(name).__name__}")
    if fields is None:
        raise TypeError("TypedDict() takes a name and a dict of fields (and total=) in Stockade")
    total = kwargs.get("total", True)
    fields = dict(fields)
    hints: list[tuple[str, Any, dict[str, Any] | None]] = [(k, v, None) for k, v in fields.items()]
    made = TypedDictClass(name, name, module, hints)
    made._sk_keys(fields, total if type(total) is bool else True, [])
    if any(type(v) is str for v in fields.values()):
        made._sk_annotations = None
    return made
