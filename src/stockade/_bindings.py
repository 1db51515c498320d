"""Bindings: host classes whose ``@export`` methods a guest may call, and grants of them.

A binding class is declared once in the manifest (``compile(..., bindings={"kv": KV})``,
or a narrowed ``stockade.grant(KV, ...)``); compile pins the set of (binding, export,
signature, options) into the program and its hash. At run time an instance of that class
is passed (``run(..., bindings={"kv": KV(...)})``); the guest calls ``kv.get(key)`` as a
static call and never sees the instance.

Invariant: every binding call goes through :meth:`ExportSpec.check_call` before the host
function runs (arity, pinned arguments, each argument validated strictly against its type
hint) and through :meth:`ExportSpec.check_result` before the guest sees the result. A
refusal is a :class:`BindingError` with a stable ``STK-B...`` code that names the export,
the argument path and the expected type; it never contains host state. Grants only narrow.
"""

from __future__ import annotations

import functools
import inspect
import typing
import weakref
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any, TypeVar, overload

from ._compiler.names import identifier_problem
from ._errors import BindingError, UsageError
from ._types import Checker, Mismatch, TypeProblem, TypeRenderer, checker_for, docstring

__all__ = [
    "Binding",
    "BindingSpec",
    "ExportOptions",
    "ExportSpec",
    "Grant",
    "export",
    "grant",
    "is_async_export",
    "manifest_of",
]

F = TypeVar("F", bound=Callable[..., Any])

_EXPORT_MARK = "__stockade_export__"

# Stable codes of binding-call refusals (docs/errors.md lists them).
ARGUMENT_TYPE = "STK-B001"
RESULT_TYPE = "STK-B002"
PINNED = "STK-B003"
NONDETERMINISTIC = "STK-B004"
CALL_CAP = "STK-B005"
ARGUMENT_SIZE = "STK-B006"
RESULT_SIZE = "STK-B007"


@dataclass(frozen=True)
class ExportOptions:
    """What an export declares besides its signature (see :func:`export`)."""

    max_arg_bytes: int | None = None
    max_result_bytes: int | None = None
    max_calls: int | None = None
    nondeterministic: bool = False
    pinned: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))

    def __post_init__(self) -> None:
        for name in ("max_arg_bytes", "max_result_bytes", "max_calls"):
            value = getattr(self, name)
            if value is not None and (type(value) is not int or value < 0):
                raise UsageError(f"{name} must be a non-negative int or None, got {value!r}")
        if not isinstance(self.nondeterministic, bool):
            raise UsageError("nondeterministic must be a bool")


@overload
def export(fn: F, /) -> F: ...
@overload
def export(
    *,
    max_arg_bytes: int | None = None,
    max_result_bytes: int | None = None,
    max_calls: int | None = None,
    nondeterministic: bool = False,
    pinned: Mapping[str, Any] | None = None,
) -> Callable[[F], F]: ...
def export(
    fn: Any = None,
    /,
    *,
    max_arg_bytes: int | None = None,
    max_result_bytes: int | None = None,
    max_calls: int | None = None,
    nondeterministic: bool = False,
    pinned: Mapping[str, Any] | None = None,
) -> Any:
    """Mark a method of a :class:`Binding` subclass as callable by guests.

    Use it bare (``@stockade.export``) or with options (``@stockade.export(max_calls=3)``).
    The method's parameters (after ``self``) and their type hints form the signature the
    verifier checks guest calls against and the door validates arguments with; the return
    hint validates the result. Options: ``max_arg_bytes`` / ``max_result_bytes`` (plain-data
    size of the arguments / the result), ``max_calls`` (calls per run), ``nondeterministic``
    (callable only in programs compiled with ``nondeterminism=True``) and ``pinned``
    (``{"param": value}``: the only value the guest may pass; it is also the default).
    """
    options = ExportOptions(
        max_arg_bytes, max_result_bytes, max_calls, nondeterministic, MappingProxyType(dict(pinned or {}))
    )

    def mark(f: F) -> F:
        if not callable(f):
            raise UsageError("@stockade.export decorates a method")
        setattr(f, _EXPORT_MARK, options)
        return f

    if fn is None:
        return mark
    return mark(fn)


class Binding:
    """Base class of host capabilities.

    Subclass it, keep any state you like on the instance (it never reaches the guest),
    and mark the methods guests may call with :func:`export`.
    """

    def __repr__(self) -> str:  # never leak state through a repr
        return f"<binding {type(self).__name__}>"


def _same(a: Any, b: Any) -> bool:
    """Pinned values compare by type and value (``True`` does not match a pin of ``1``)."""
    return type(a) is type(b) and bool(a == b)


@dataclass(frozen=True, eq=False)
class ExportSpec:
    """One export as a program grants it: its guest-facing signature (without ``self``;
    pinned parameters default to their pinned value), docstring, options and the checkers
    compiled from its type hints."""

    name: str
    signature: inspect.Signature
    doc: str
    options: ExportOptions
    params: Mapping[str, Checker] = field(repr=False)
    returns: Checker = field(repr=False)
    definitions: Mapping[str, str] = field(repr=False)  # TypedDicts its types refer to
    # True when pinning reordered the guest-facing parameters: the host then gets every
    # argument by keyword, so the order of its own signature does not matter.
    by_keyword: bool = field(default=False, repr=False)
    # The fast path of check_call: for an export whose parameters are all plain positional
    # ones without defaults or pins, each parameter's exact accepted types (None when a
    # value of any type is accepted); None when the export has no fast path.
    fast_args: tuple[tuple[type, ...] | None, ...] | None = field(init=False, repr=False, default=None)

    def __post_init__(self) -> None:
        params = list(self.signature.parameters.values())
        plain = all(p.kind is p.POSITIONAL_OR_KEYWORD and p.default is p.empty for p in params)
        if self.options.pinned or not plain:
            return
        checkers = [self.params[p.name] for p in params]
        if any(c.fast is None or float in c.fast for c in checkers):
            return  # pydantic, or int -> float widening, is needed
        object.__setattr__(self, "fast_args", tuple(c.fast or None for c in checkers))

    def describe(self) -> str:
        """``name(params) -> result`` as the stubs write it."""
        return f"{self.name}{self.stub_signature()}"

    def stub_signature(self, renderer: TypeRenderer | None = None) -> str:
        """The parameter list and result as stub text: ``(key: str, *, n: int = 5) -> str``.

        With a ``renderer``, record types are named and defined through it (one stub file
        shares one renderer, so each record type is defined once)."""

        def text_of(checker: Checker) -> str:
            return checker.text if renderer is None else renderer.render(checker.annotation)[0]

        parts: list[str] = []
        seen_kwonly = seen_posonly = False
        for p in self.signature.parameters.values():
            if p.kind is p.POSITIONAL_ONLY:
                seen_posonly = True
            elif seen_posonly:
                parts.append("/")
                seen_posonly = False
            if p.kind is p.KEYWORD_ONLY and not seen_kwonly:
                parts.append("*")
                seen_kwonly = True
            text = text_of(self.params[p.name])
            if p.name in self.options.pinned:
                text = f"Literal[{self.options.pinned[p.name]!r}]"
                if renderer is not None:
                    renderer.uses.add("Literal")
            if p.kind is p.VAR_POSITIONAL:
                parts.append(f"*{p.name}: {text}")
                seen_kwonly = True
            elif p.kind is p.VAR_KEYWORD:
                parts.append(f"**{p.name}: {text}")
            elif p.default is not p.empty:
                default = repr(p.default) if _literal_default(p.default) else "..."
                parts.append(f"{p.name}: {text} = {default}")
            else:
                parts.append(f"{p.name}: {text}")
        if seen_posonly:
            parts.append("/")
        return f"({', '.join(parts)}) -> {text_of(self.returns)}"

    def fingerprint(self) -> str:
        o = self.options
        pins = ",".join(f"{k}={v!r}" for k, v in sorted(o.pinned.items()))
        return (
            f"{self.name}{self.stub_signature()}"
            f"{{{o.max_arg_bytes},{o.max_result_bytes},{o.max_calls},{o.nondeterministic},{pins}}}"
        )

    # -- the door -------------------------------------------------------------------------
    def check_call(
        self, where: str, args: tuple[Any, ...], kwargs: dict[str, Any]
    ) -> tuple[tuple[Any, ...], dict[str, Any]]:
        """Bind plain-data arguments to the signature, fill in and check pinned ones, and
        validate each against its type hint. Returns what the host function receives.

        Raises TypeError (wrong arity: the guest's own mistake, as CPython reports it) or
        BindingError with code STK-B001 (a type) or STK-B003 (a pinned argument)."""
        fast = self.fast_args
        if fast is not None and not kwargs and len(args) == len(fast):
            for value, types_ in zip(args, fast, strict=True):
                if types_ is not None and type(value) not in types_:
                    break
            else:
                return args, kwargs
        try:
            bound = self.signature.bind(*args, **kwargs)
        except TypeError as e:
            raise TypeError(f"{where}(): {e}") from None
        arguments = bound.arguments
        pinned = self.options.pinned
        for pname, pvalue in pinned.items():
            if pname not in arguments:
                arguments[pname] = pvalue
            elif not _same(arguments[pname], pvalue):
                raise BindingError(
                    f"{PINNED} {where}(): argument '{pname}' is pinned to {pvalue!r} by the host; "
                    f"this program may not pass another value",
                    code=PINNED,
                    export=where,
                    path=pname,
                    expected=repr(pvalue),
                )
        params = self.signature.parameters
        for pname, value in arguments.items():
            checker = self.params[pname]
            if checker.fast == ():
                continue
            kind = params[pname].kind
            try:
                if kind is inspect.Parameter.VAR_POSITIONAL:
                    arguments[pname] = tuple(self._one(checker, v, f"{pname}[{i}]") for i, v in enumerate(value))
                elif kind is inspect.Parameter.VAR_KEYWORD:
                    arguments[pname] = {k: self._one(checker, v, f"{pname}[{k!r}]") for k, v in value.items()}
                else:
                    arguments[pname] = self._one(checker, value, pname)
            except Mismatch as m:
                raise BindingError(
                    f"{ARGUMENT_TYPE} {where}(): argument '{m.path}' {m.expected}, got {m.got}",
                    code=ARGUMENT_TYPE,
                    export=where,
                    path=m.path,
                    expected=checker.text,
                ) from None
        if self.by_keyword:
            out = {k: v for k, v in arguments.items() if params[k].kind is not inspect.Parameter.VAR_KEYWORD}
            for k, v in arguments.items():
                if params[k].kind is inspect.Parameter.VAR_KEYWORD:
                    out.update(v)
            return (), out
        return bound.args, bound.kwargs

    @staticmethod
    def _one(checker: Checker, value: Any, path: str) -> Any:
        try:
            return checker.guest_in(value)
        except Mismatch as m:
            raise Mismatch(path + m.path, m.expected, m.got) from None

    def check_result(self, where: str, value: Any) -> Any:
        """Validate a host result against the return hint and convert it to plain data
        (dataclasses, pydantic models and TypedDicts become dicts). Raises BindingError
        (STK-B002) naming the export, the path inside the result and the expected type."""
        try:
            return self.returns.host_out(value)
        except Mismatch as m:
            raise BindingError(
                f"{RESULT_TYPE} {where}() returned a value that does not match its type hint: "
                f"result{m.path} {m.expected.replace('expects ', 'should be ', 1)}, got {m.got}",
                code=RESULT_TYPE,
                export=where,
                path="result" + m.path,
                expected=self.returns.text,
            ) from None

    def stub(self, renderer: TypeRenderer, indent: str = "    ") -> str:
        """This export as a stub method (with ``self``, for a binding's stub class)."""
        sig = self.stub_signature(renderer)
        params = "(self" + (", " + sig[1:] if not sig.startswith("()") else sig[1:])
        lines = [f"{indent}def {self.name}{params}:"]
        notes = self._notes()
        doc = "\n\n".join(x for x in (self.doc, notes) if x)
        if doc:
            lines.append(docstring(doc, indent + "    "))
        lines.append(f"{indent}    ...")
        return "\n".join(lines)

    def _notes(self) -> str:
        o = self.options
        notes = []
        if o.pinned:
            notes.append("Pinned by the host: " + ", ".join(f"{k}={v!r}" for k, v in sorted(o.pinned.items())) + ".")
        if o.max_calls is not None:
            notes.append(f"At most {o.max_calls} call{'s' if o.max_calls != 1 else ''} per run.")
        if o.max_arg_bytes is not None:
            notes.append(f"Arguments at most {o.max_arg_bytes} bytes.")
        if o.max_result_bytes is not None:
            notes.append(f"Result at most {o.max_result_bytes} bytes.")
        if o.nondeterministic:
            notes.append("Nondeterministic: needs the nondeterminism capability.")
        return " ".join(notes)

    def info(self) -> dict[str, Any]:
        """This export as plain data (what the guest's ``capabilities()`` shows)."""
        o = self.options
        return {
            "signature": self.stub_signature(),
            "doc": self.doc,
            "pinned": dict(o.pinned),
            "max_calls": o.max_calls,
            "max_arg_bytes": o.max_arg_bytes,
            "max_result_bytes": o.max_result_bytes,
            "nondeterministic": o.nondeterministic,
        }


def _immutable(value: Any) -> bool:
    if type(value) is tuple:
        return all(_immutable(v) for v in value)
    return type(value) in (str, bytes, int, float, bool, type(None))


def _literal_default(value: Any) -> bool:
    return type(value) in (str, int, float, bool, bytes, type(None)) and len(repr(value)) <= 80


@dataclass(frozen=True)
class BindingSpec:
    """A binding as the program was compiled against it (after any narrowing)."""

    name: str
    cls: type
    exports: Mapping[str, ExportSpec]

    def fingerprint(self) -> str:
        cls = f"{self.cls.__module__}.{self.cls.__qualname__}"
        parts = [e.fingerprint() for e in sorted(self.exports.values(), key=lambda e: e.name)]
        return f"{self.name}={cls}[{';'.join(parts)}]"

    def stub(self, renderer: TypeRenderer) -> str:
        """The stub class of this binding and the module-level name the guest calls."""
        cls_name = f"_{self.name}_binding"
        doc = inspect.getdoc(self.cls)
        lines = [f"class {cls_name}:"]
        if doc and self.cls.__doc__ is not None:
            lines.append(docstring(doc, "    "))
        lines += [e.stub(renderer) for _, e in sorted(self.exports.items())]
        lines.append("")
        lines.append(f"{self.name}: {cls_name}")
        return "\n".join(lines)


_CLASS_EXPORTS: weakref.WeakKeyDictionary[type, dict[str, ExportSpec]] = weakref.WeakKeyDictionary()


def _exports_of(cls: type) -> dict[str, ExportSpec]:
    """Every export of a binding class, compiled once per class."""
    cached = _CLASS_EXPORTS.get(cls)
    if cached is not None:
        return cached
    exports: dict[str, ExportSpec] = {}
    for attr in dir(cls):
        fn = inspect.getattr_static(cls, attr, None)
        options = getattr(fn, _EXPORT_MARK, None) if callable(fn) else None
        if options is None:
            continue
        if options is True:
            options = ExportOptions()
        if attr.startswith("_"):
            raise UsageError(f"binding {cls.__name__}: export names cannot start with '_' ({attr!r})")
        exports[attr] = _compile_export(cls, attr, fn, options)
    _CLASS_EXPORTS[cls] = exports
    return exports


def _compile_export(cls: type, attr: str, fn: Any, options: ExportOptions) -> ExportSpec:
    where = f"{cls.__name__}.{attr}"
    sig = inspect.signature(fn)
    params = list(sig.parameters.values())[1:]  # drop self
    try:
        hints = typing.get_type_hints(fn, include_extras=True)
    except Exception as e:  # noqa: BLE001 - any failure to resolve hints is the host's to fix
        raise UsageError(f"{where}: its type hints cannot be resolved: {e}") from None
    renderer = TypeRenderer()
    checkers: dict[str, Checker] = {}
    try:
        for p in params:
            checkers[p.name] = checker_for(hints.get(p.name, p.empty), renderer)
        returns = checker_for(hints.get("return", inspect.Parameter.empty), renderer)
    except TypeProblem as e:
        raise UsageError(f"{where}: {e}") from None
    spec = ExportSpec(
        attr,
        sig.replace(parameters=params, return_annotation=sig.return_annotation),
        inspect.getdoc(fn) or "",
        ExportOptions(),
        MappingProxyType(checkers),
        returns,
        MappingProxyType(dict(renderer.definitions)),
    )
    return _narrow_export(spec, where, options)


def _narrow_export(spec: ExportSpec, where: str, options: ExportOptions) -> ExportSpec:
    """``spec`` with ``options`` applied on top: limits only tighten, pins only add."""
    old = spec.options

    def tighter(a: int | None, b: int | None) -> int | None:
        return b if a is None else a if b is None else min(a, b)

    pinned = dict(old.pinned)
    params = dict(spec.signature.parameters)
    for pname, value in options.pinned.items():
        p = params.get(pname)
        if p is None or p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
            raise UsageError(f"{where}: cannot pin {pname!r}: the export has no such named parameter")
        if not _immutable(value):
            raise UsageError(
                f"{where}: pinned {pname}={value!r}: a pin is a str, bytes, int, float, bool, None "
                "or a tuple of them (an immutable value the host cannot change behind the grant)"
            )
        if pname in pinned and not _same(pinned[pname], value):
            raise UsageError(f"{where}: {pname!r} is already pinned to {pinned[pname]!r}; a grant can only narrow")
        try:
            spec.params[pname].guest_in(value)
        except Mismatch as m:
            raise UsageError(f"{where}: pinned {pname}={value!r} does not match its type: {m}") from None
        pinned[pname] = value
        params[pname] = p.replace(default=value)
    sig = spec.signature
    by_keyword = spec.by_keyword
    if pinned != dict(old.pinned):
        new_params = list(params.values())
        try:
            sig = sig.replace(parameters=new_params)
        except ValueError:
            # A pinned parameter now has a default before one without: the pinned ones
            # become keyword-only (they are passed to the host by keyword).
            if any(p.kind in (p.POSITIONAL_ONLY, p.VAR_POSITIONAL) for p in new_params):
                raise UsageError(
                    f"{where}: cannot pin {', '.join(sorted(pinned))}: a parameter without a default "
                    "follows it, and the export takes positional-only or *args parameters"
                ) from None
            moved = [
                p.replace(kind=p.KEYWORD_ONLY) if p.name in pinned and p.kind is p.POSITIONAL_OR_KEYWORD else p
                for p in new_params
            ]
            sig = sig.replace(parameters=sorted(moved, key=lambda p: p.kind))
            by_keyword = True
    merged = ExportOptions(
        tighter(old.max_arg_bytes, options.max_arg_bytes),
        tighter(old.max_result_bytes, options.max_result_bytes),
        tighter(old.max_calls, options.max_calls),
        old.nondeterministic or options.nondeterministic,
        MappingProxyType(pinned),
    )
    return replace(spec, signature=sig, options=merged, by_keyword=by_keyword)


PerExport = int | Mapping[str, int] | None


class Grant:
    """A narrowed view of a binding class: fewer exports, pinned arguments, tighter limits.

    Build one with :func:`grant` and use it in place of the class in
    ``compile(..., bindings={"db": grant})``; narrow it further with :meth:`narrow`.
    Narrowing composes and never widens: exports are intersected, pins are added (a pin
    that contradicts an earlier one is refused), limits take the smaller value. At run
    time pass an instance of the original class, as usual.
    """

    __slots__ = ("cls", "exports")

    def __init__(
        self,
        binding: type | Grant,
        *,
        exports: Iterable[str] | None = None,
        pinned: Mapping[str, Mapping[str, Any]] | None = None,
        max_calls: PerExport = None,
        max_arg_bytes: PerExport = None,
        max_result_bytes: PerExport = None,
    ) -> None:
        if isinstance(binding, Grant):
            cls, base = binding.cls, dict(binding.exports)
        elif isinstance(binding, type) and issubclass(binding, Binding):
            cls, base = binding, _exports_of(binding)
            if not base:
                raise UsageError(f"binding {cls.__name__} has no @stockade.export methods")
        else:
            raise UsageError("grant() takes a stockade.Binding subclass or another grant")
        if isinstance(exports, str):
            raise UsageError("exports must be a list of export names, not one string")
        keep = list(base) if exports is None else list(exports)
        unknown = sorted(set(keep) - set(base))
        if unknown:
            raise UsageError(
                f"{cls.__name__} has no granted export {', '.join(map(repr, unknown))}; a grant can only narrow"
            )
        pinned = dict(pinned or {})
        for ename in pinned:
            if ename not in keep:
                raise UsageError(f"cannot pin arguments of {ename!r}: it is not among the granted exports")
        out: dict[str, ExportSpec] = {}
        for ename in sorted(keep):
            opts = ExportOptions(
                _per(max_arg_bytes, ename),
                _per(max_result_bytes, ename),
                _per(max_calls, ename),
                False,
                MappingProxyType(dict(pinned.get(ename, {}))),
            )
            out[ename] = _narrow_export(base[ename], f"{cls.__name__}.{ename}", opts)
        if not out:
            raise UsageError("a grant needs at least one export")
        self.cls: type = cls
        self.exports: Mapping[str, ExportSpec] = MappingProxyType(out)

    def narrow(
        self,
        *,
        exports: Iterable[str] | None = None,
        pinned: Mapping[str, Mapping[str, Any]] | None = None,
        max_calls: PerExport = None,
        max_arg_bytes: PerExport = None,
        max_result_bytes: PerExport = None,
    ) -> Grant:
        """A grant narrower than this one (same arguments as :func:`grant`)."""
        return Grant(
            self,
            exports=exports,
            pinned=pinned,
            max_calls=max_calls,
            max_arg_bytes=max_arg_bytes,
            max_result_bytes=max_result_bytes,
        )

    def __repr__(self) -> str:
        return f"<stockade.Grant {self.cls.__name__}: {', '.join(self.exports)}>"


def _per(value: PerExport, export_name: str) -> int | None:
    if value is None or isinstance(value, int):
        return value
    if not isinstance(value, Mapping):
        raise UsageError("limits of a grant are an int or a {export: int} mapping")
    return value.get(export_name)


def grant(
    binding: type | Grant,
    *,
    exports: Iterable[str] | None = None,
    pinned: Mapping[str, Mapping[str, Any]] | None = None,
    max_calls: PerExport = None,
    max_arg_bytes: PerExport = None,
    max_result_bytes: PerExport = None,
) -> Grant:
    """Grant a binding class (or narrow a grant): only ``exports``, with ``pinned``
    arguments (``{"query": {"database": "crm"}}``) and per-export limits (an int for every
    export, or ``{"export": n}``). Use the result in ``compile(..., bindings=...)``."""
    return Grant(
        binding,
        exports=exports,
        pinned=pinned,
        max_calls=max_calls,
        max_arg_bytes=max_arg_bytes,
        max_result_bytes=max_result_bytes,
    )


def manifest_of(bindings: Mapping[str, Any] | None) -> dict[str, BindingSpec]:
    """Turn ``{"name": BindingClass, instance or Grant}`` into pinned specs."""
    out: dict[str, BindingSpec] = {}
    for name, value in (bindings or {}).items():
        if not isinstance(name, str) or not name.isidentifier() or identifier_problem(name, binding=True):
            raise UsageError(f"binding name {name!r} must be an identifier not starting with '__'")
        if isinstance(value, Grant):
            out[name] = BindingSpec(name, value.cls, value.exports)
            continue
        cls = value if isinstance(value, type) else type(value)
        if not issubclass(cls, Binding):
            raise UsageError(f"binding {name!r} must be a stockade.Binding subclass or instance, got {cls.__name__}")
        exports = _exports_of(cls)
        if not exports:
            raise UsageError(f"binding {name!r} ({cls.__name__}) has no @stockade.export methods")
        out[name] = BindingSpec(name, cls, MappingProxyType(exports))
    return out


def literal_problem(
    manifest: Mapping[str, BindingSpec], binding: str, export_name: str, param: str, value: Any
) -> tuple[str, str] | None:
    """A compile-time check of one literal argument: (diagnostic code, message) or None."""
    spec = manifest[binding].exports[export_name]
    where = f"{binding}.{export_name}"
    pinned = spec.options.pinned
    if param in pinned:
        if not _same(value, pinned[param]):
            return "STK-V015", (
                f"{where}(): argument '{param}' is pinned to {pinned[param]!r} by the host; "
                f"{value!r} is not granted"
            )
        return None
    checker = spec.params.get(param)
    if checker is None or checker.fast == ():
        return None
    try:
        checker.guest_in(value)
    except Mismatch as m:
        return "STK-V014", f"{where}(): argument '{param}{m.path}' {m.expected}, got {m.got}"
    return None


def check_within(child: Mapping[str, BindingSpec], parent: Mapping[str, BindingSpec]) -> None:
    """Refuse a manifest that grants anything its parent's does not (UsageError): every
    binding must be the parent's class under the same name, every export one the parent
    grants, with at least the parent's pins and at most its limits."""

    def wider(a: int | None, b: int | None) -> bool:  # is a (child) above b (parent)?
        return b is not None and (a is None or a > b)

    for name, spec in child.items():
        up = parent.get(name)
        if up is None or up.cls is not spec.cls:
            raise UsageError(
                f"binding {name!r} is not granted to the parent program; a child gets at most its authority"
            )
        for ename, e in spec.exports.items():
            pe = up.exports.get(ename)
            if pe is None:
                raise UsageError(f"{name}.{ename} is not granted to the parent program")
            o, po = e.options, pe.options
            for pname, pvalue in po.pinned.items():
                if pname not in o.pinned or not _same(o.pinned[pname], pvalue):
                    raise UsageError(f"{name}.{ename}: the parent pins {pname}={pvalue!r}; the child must too")
            for limit in ("max_arg_bytes", "max_result_bytes", "max_calls"):
                if wider(getattr(o, limit), getattr(po, limit)):
                    raise UsageError(f"{name}.{ename}: {limit} above the parent's {getattr(po, limit)}")


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
