"""Bindings: host classes whose ``@export`` methods a guest may call.

A binding class is declared once in the manifest (``compile(..., bindings={"kv": KV})``);
compile pins the set of (binding, export, signature) into the program and its hash. At
run time an instance of that class is passed (``run(..., bindings={"kv": KV(...)})``);
the guest calls ``kv.get(key)`` as a static call and never sees the instance.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from ._compiler.names import identifier_problem
from ._errors import BindingError, UsageError

__all__ = ["Binding", "BindingSpec", "ExportSpec", "export", "is_async_export", "manifest_of"]

F = TypeVar("F", bound=Callable[..., Any])

_EXPORT_MARK = "__stockade_export__"


def export(fn: F) -> F:
    """Mark a method of a :class:`Binding` subclass as callable by guests.

    The method's parameters (after ``self``) form the signature the verifier checks guest
    calls against; arguments and results cross the door as plain data.
    """
    if not callable(fn):
        raise UsageError("@stockade.export decorates a method")
    setattr(fn, _EXPORT_MARK, True)
    return fn


class Binding:
    """Base class of host capabilities.

    Subclass it, keep any state you like on the instance (it never reaches the guest),
    and mark the methods guests may call with :func:`export`.
    """

    def __repr__(self) -> str:  # never leak state through a repr
        return f"<binding {type(self).__name__}>"


@dataclass(frozen=True)
class ExportSpec:
    """One export: its name and its signature without ``self``."""

    name: str
    signature: inspect.Signature
    doc: str

    def describe(self) -> str:
        return f"{self.name}{self.signature}"


@dataclass(frozen=True)
class BindingSpec:
    """A binding as the program was compiled against it."""

    name: str
    cls: type
    exports: Mapping[str, ExportSpec]

    def fingerprint(self) -> str:
        cls = f"{self.cls.__module__}.{self.cls.__qualname__}"
        parts = [f"{e.name}{e.signature}" for e in sorted(self.exports.values(), key=lambda e: e.name)]
        return f"{self.name}={cls}[{';'.join(parts)}]"


def _spec_for(name: str, cls: type) -> BindingSpec:
    exports: dict[str, ExportSpec] = {}
    for attr in dir(cls):
        fn = inspect.getattr_static(cls, attr, None)
        if callable(fn) and getattr(fn, _EXPORT_MARK, False):
            if attr.startswith("_"):
                raise UsageError(f"binding {name!r}: export names cannot start with '_' ({attr!r})")
            sig = inspect.signature(fn)
            params = list(sig.parameters.values())[1:]  # drop self
            exports[attr] = ExportSpec(attr, sig.replace(parameters=params), inspect.getdoc(fn) or "")
    if not exports:
        raise UsageError(f"binding {name!r} ({cls.__name__}) has no @stockade.export methods")
    return BindingSpec(name, cls, exports)


def manifest_of(bindings: Mapping[str, Any] | None) -> dict[str, BindingSpec]:
    """Turn ``{"name": BindingClass or instance}`` into pinned specs."""
    out: dict[str, BindingSpec] = {}
    for name, value in (bindings or {}).items():
        if not isinstance(name, str) or not name.isidentifier() or identifier_problem(name, binding=True):
            raise UsageError(f"binding name {name!r} must be an identifier not starting with '__'")
        cls = value if isinstance(value, type) else type(value)
        if not issubclass(cls, Binding):
            raise UsageError(f"binding {name!r} must be a stockade.Binding subclass or instance, got {cls.__name__}")
        out[name] = _spec_for(name, cls)
    return out


def check_instances(manifest: Mapping[str, BindingSpec], given: Mapping[str, Any] | None) -> dict[str, Any]:
    """Match the instances passed to a run against the manifest, before the guest starts."""
    if not manifest and not given:
        return {}
    given = dict(given or {})
    missing = sorted(set(manifest) - set(given))
    extra = sorted(set(given) - set(manifest))
    if missing:
        raise BindingError(f"bindings missing for this run: {', '.join(missing)}")
    if extra:
        raise BindingError(
            f"bindings not declared when the program was compiled: {', '.join(extra)} "
            "(compile with them in bindings=... to grant them)"
        )
    for name, spec in manifest.items():
        inst = given[name]
        if isinstance(inst, type) or not isinstance(inst, spec.cls):
            raise BindingError(
                f"binding {name!r} must be an instance of {spec.cls.__qualname__}, got {type(inst).__qualname__}"
            )
    return given


def is_async_export(spec: BindingSpec, export: str) -> bool:
    """True if the export's host method is ``async def`` (awaited on the host's loop)."""
    return _is_async(spec.cls, export)


@functools.lru_cache(maxsize=4096)
def _is_async(cls: type, export: str) -> bool:
    return inspect.iscoroutinefunction(inspect.getattr_static(cls, export, None))
