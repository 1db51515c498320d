"""``typing.NewType``: ``UserId = NewType("UserId", int)``.

Invariant: the guest gets a :class:`NewTypeStandIn`, an inert host object holding three
strings (name, dotted name, module name); the supertype is dropped at once (CPython does not check it
either). Calling it returns its one argument unchanged, as CPython's NewType does; it
prints as CPython prints it (``__main__.UserId``), unions with ``|`` print as typing's,
``isinstance``/``issubclass`` with it and subclassing it raise CPython's TypeErrors.
"""

from __future__ import annotations

from typing import Any


class NewTypeStandIn:
    """What ``NewType(name, tp)`` gives the guest (see the module docstring)."""

    __slots__ = ("_sk_module", "_sk_name", "_sk_qualname")

    def __init__(self, name: str, qualname: str, module: str) -> None:
        self._sk_name = name
        self._sk_qualname = qualname
        self._sk_module = module

    @property
    def __name__(self) -> str:
        """The type's name, as ``UserId.__name__`` gives it."""
        return self._sk_name

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if kwargs:
            raise TypeError("_typing._idfunc() takes no keyword arguments")
        if len(args) != 1:
            raise TypeError(f"_typing._idfunc() takes exactly one argument ({len(args)} given)")
        return args[0]

    def __instancecheck__(self, obj: Any) -> bool:
        raise TypeError("isinstance() arg 2 must be a type, a tuple of types, or a union")

    def __subclasscheck__(self, cls: Any) -> bool:
        raise TypeError("issubclass() arg 2 must be a class, a tuple of classes, or a union")

    def __or__(self, other: Any) -> Any:
        from .guest_tuples import _union

        return _union(self, other)

    def __ror__(self, other: Any) -> Any:
        from .guest_tuples import _union

        return _union(other, self)

    def type_text(self) -> str:
        """How typing prints it, alone or in a subscript: ``__main__.UserId``."""
        return f"{self._sk_module}.{self._sk_qualname}"

    def __repr__(self) -> str:
        return self.type_text()


def make(name: Any, module: str) -> NewTypeStandIn:
    """``NewType(name, tp)`` made in the guest module ``module``: CPython's name handling
    (``'.' in name``, so a non-string fails as CPython fails)."""
    qualname = name
    if "." in name:
        name = name.rpartition(".")[-1]
    if type(name) is not str or type(qualname) is not str:
        raise TypeError(f"NewType() name must be a str, not {type(qualname).__name__} in Stockade")
    return NewTypeStandIn(name, qualname, module)


def subclass_error(name: str, base: NewTypeStandIn) -> TypeError:
    """CPython's error for ``class Sub(UserId)`` (raised after the class body ran)."""
    return TypeError(
        "Cannot subclass an instance of NewType. Perhaps you were looking for: "
        f"`{name} = NewType({name!r}, {base._sk_name})`"
    )
