"""Guest TypedDict classes: ``class Movie(TypedDict, total=False): title: str``.

Invariant: a class statement whose bases are all ``typing.TypedDict`` (the guest's inert
stand-in) or guest TypedDict classes makes no class: it makes a :class:`TypedDictClass`,
an inert host object holding three strings (name, qualified name, module name). Calling
it returns a plain dict, ``dict(*args, **kwargs)``, which is what CPython's TypedDict
classes return; ``isinstance``/``issubclass`` with it raise CPython's TypeError. The class
body runs once, as CPython runs it, into a throwaway plain class that is dropped at once;
a body that binds anything but its annotations (a method, a default value) is refused
(the verifier already refuses such a body when it can see the TypedDict base). ``total=``
(a bool, checked by the verifier) has no run-time effect: the key sets it shapes are
visible only through dunders the guest cannot name.
"""

from __future__ import annotations

import builtins as _b
from typing import Any

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

    __slots__ = ("_sk_hints", "_sk_module", "_sk_name", "_sk_qualname")

    def __init__(
        self, name: str, qualname: str, module: str, hints: list[tuple[str, Any, dict[str, Any] | None]] | None = None
    ) -> None:
        self._sk_name = name
        self._sk_qualname = qualname
        self._sk_module = module
        # (key, annotation, the namespace to evaluate a string annotation in), bases' first:
        # what typing.get_type_hints evaluates (guest_hints)
        self._sk_hints: list[tuple[str, Any, dict[str, Any] | None]] = hints or []

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

    def type_text(self) -> str:
        """How typing prints the class inside a subscript: ``List[__main__.Movie]``."""
        return f"{self._sk_module}.{self._sk_qualname}"

    def __repr__(self) -> str:
        return f"<class '{self.type_text()}'>"


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
    return TypedDictClass(
        name, qualname if type(qualname) is str else name, module if type(module) is str else "__main__", hints
    )


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
    hints: list[tuple[str, Any, dict[str, Any] | None]] = [(k, v, None) for k, v in dict(fields).items()]
    return TypedDictClass(name, name, module, hints)
