"""Export types: which annotations may type a binding export, how values are checked
against them at the door, and how they are written in stubs.

Invariant: an export's parameters and result are typed only by plain-data shapes (str,
int, float, bool, bytes, None, list, tuple, dict, set, frozenset, Sequence, Mapping,
Optional/Union, Literal, Annotated, Any) and by host record types (TypedDict, dataclasses,
pydantic models) that the guest sees as dicts. Guest values are validated strictly (no
coercion: ``"3"`` is not an int, ``True`` is not an int) against the *guest view* of the
annotation, in which every record type is the TypedDict of its fields; only then are they
converted into the host's record types. Host results are validated strictly against the
annotation and dumped to plain data before they cross the door. Validation is pydantic's
(``TypeAdapter``); this module only decides what is admitted and renders messages.
"""

from __future__ import annotations

import dataclasses
import inspect
import sys
import types
import typing
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Literal, NamedTuple, NotRequired, Union

if TYPE_CHECKING:
    from pydantic import ValidationError

__all__ = ["Checker", "Mismatch", "TypeProblem", "TypeRenderer", "checker_for", "render_path"]

_SCALAR_NAMES: dict[Any, str] = {str: "str", int: "int", float: "float", bool: "bool", bytes: "bytes"}
_CONTAINERS: dict[Any, str] = {list: "list", tuple: "tuple", dict: "dict", set: "set", frozenset: "frozenset"}
_ABSTRACT: dict[Any, str] = {Sequence: "Sequence", Mapping: "Mapping"}
_FAST_TYPES: dict[Any, tuple[type, ...]] = {
    str: (str,),
    int: (int,),
    float: (float, int),
    bool: (bool,),
    bytes: (bytes,),
    type(None): (type(None),),
    None: (type(None),),
}


class TypeProblem(Exception):
    """An annotation that cannot type a value crossing the door."""


class Mismatch(Exception):
    """A value does not match its annotation: ``path`` inside it, what was ``expected``."""

    def __init__(self, path: str, expected: str, got: str) -> None:
        super().__init__(f"{path}: {expected}, got {got}")
        self.path = path
        self.expected = expected
        self.got = got


def render_path(loc: Sequence[Any]) -> str:
    """``("items", 1, "qty")`` -> ``['items'][1]['qty']`` (the part after the argument)."""
    return "".join(f"[{p!r}]" for p in loc)


def _is_typeddict(tp: Any) -> bool:
    return isinstance(tp, type) and issubclass(tp, dict) and hasattr(tp, "__required_keys__")


def _is_model(tp: Any) -> bool:
    # No class can be a pydantic model unless pydantic was imported: no import needed here.
    pydantic = sys.modules.get("pydantic")
    return pydantic is not None and isinstance(tp, type) and issubclass(tp, pydantic.BaseModel)


def _is_dataclass(tp: Any) -> bool:
    return isinstance(tp, type) and dataclasses.is_dataclass(tp)


class Rendered(NamedTuple):
    """One annotation rendered: stub ``text``, ``guest`` and ``host`` views, ``rebuild``."""

    text: str
    guest: Any
    host: Any
    rebuild: bool


class TypeRenderer:
    """Renders annotations as stub text and builds their guest views.

    One renderer per stub file (or per binding), so record types are defined once under
    one name. ``definitions`` holds the TypedDict classes the text refers to, in order.
    """

    def __init__(self) -> None:
        self.definitions: dict[str, str] = {}
        self._records: dict[Any, Rendered] = {}
        self._building: set[Any] = set()
        self.uses: set[str] = set()  # typing names the text needs imported

    def render(self, tp: Any) -> Rendered:
        """The stub text of an annotation, its guest view (records as TypedDicts of their
        fields), its host view (records as they are, TypedDicts rebuilt on
        ``typing_extensions`` for pydantic on 3.11) and whether it holds a record type
        that is not a TypedDict (then guest values are converted into the host view)."""
        if tp is inspect.Parameter.empty or tp is Any or tp is object:
            self.uses.add("Any")
            return Rendered("Any", Any, Any, False)
        if tp is None or tp is type(None):
            return Rendered("None", type(None), type(None), False)
        if tp in _SCALAR_NAMES:
            return Rendered(_SCALAR_NAMES[tp], tp, tp, False)
        if tp in _CONTAINERS:
            return Rendered(_CONTAINERS[tp], tp, tp, False)
        origin = typing.get_origin(tp)
        args = typing.get_args(tp)
        if origin is typing.Annotated:
            r = self.render(args[0])
            meta = args[1:]
            return Rendered(r.text, typing.Annotated[(r.guest, *meta)], typing.Annotated[(r.host, *meta)], r.rebuild)
        if origin is Literal:
            for a in args:
                if type(a) not in (str, int, bool, bytes, type(None)):
                    raise TypeProblem(f"Literal[{a!r}] is not plain data")
            self.uses.add("Literal")
            return Rendered(f"Literal[{', '.join(repr(a) for a in args)}]", tp, tp, False)
        if origin is Union or origin is types.UnionType:
            parts = [self.render(a) for a in args]
            return Rendered(
                " | ".join(p.text for p in parts),
                Union[tuple(p.guest for p in parts)],  # noqa: UP007 - built at run time
                Union[tuple(p.host for p in parts)],  # noqa: UP007
                any(p.rebuild for p in parts),
            )
        if origin in _CONTAINERS or origin in _ABSTRACT:
            name = _CONTAINERS.get(origin) or _ABSTRACT[origin]
            if origin in _ABSTRACT:
                self.uses.add(name)
            if origin in (dict, Mapping) and args and args[0] is not str:
                raise TypeProblem(f"{name} keys must be str to be typed, got {args[0]!r}")
            if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
                r = self.render(args[0])
                return Rendered(f"tuple[{r.text}, ...]", tuple[r.guest, ...], tuple[r.host, ...], r.rebuild)  # type: ignore[name-defined]
            if not args:
                return Rendered(name, origin, origin, False)
            parts = [self.render(a) for a in args]
            return Rendered(
                f"{name}[{', '.join(p.text for p in parts)}]",
                origin[tuple(p.guest for p in parts)],
                origin[tuple(p.host for p in parts)],
                any(p.rebuild for p in parts),
            )
        if _is_typeddict(tp) or _is_dataclass(tp) or _is_model(tp):
            return self._record(tp)
        raise TypeProblem(
            f"{tp!r} cannot cross the sandbox boundary; use plain data types "
            "(str, int, float, bool, bytes, None, list, tuple, dict, set), Literal, "
            "TypedDict, a dataclass or a pydantic model"
        )

    def _record(self, tp: Any) -> Rendered:
        if tp in self._building:
            raise TypeProblem(f"{tp.__qualname__} refers to itself; recursive record types are not supported")
        done = self._records.get(tp)
        if done is not None:
            return done
        self._building.add(tp)
        try:
            fields: list[tuple[str, Any, bool]] = []  # name, annotation, required
            if _is_typeddict(tp):
                hints = _hints(tp)
                required = tp.__required_keys__
                for fname, ann in hints.items():
                    origin = typing.get_origin(ann)
                    if origin in (typing.Required, NotRequired):
                        ann = typing.get_args(ann)[0]
                    fields.append((fname, ann, fname in required))
            elif _is_dataclass(tp):
                hints = _hints(tp)
                for f in dataclasses.fields(tp):
                    if not f.init:
                        continue
                    has_default = f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING
                    fields.append((f.name, hints.get(f.name, Any), not has_default))
            else:
                for fname, info in tp.model_fields.items():
                    fields.append((fname, info.annotation, info.is_required()))
            base = tp.__name__
            name, n = base, 2
            while name in self.definitions:
                name, n = f"{base}{n}", n + 1
            lines = [f"class {name}(TypedDict):"]
            doc = tp.__dict__.get("__doc__")
            if isinstance(doc, str) and doc and not (_is_dataclass(tp) and doc == _dataclass_autodoc(tp)):
                lines.append(_docstring(inspect.cleandoc(doc), "    "))
            guest_fields: dict[str, Any] = {}
            host_fields: dict[str, Any] = {}
            rebuild = not _is_typeddict(tp)
            for fname, ann, req in fields:
                r = self.render(ann)
                rebuild = rebuild or r.rebuild
                if req:
                    lines.append(f"    {fname}: {r.text}")
                    guest_fields[fname], host_fields[fname] = r.guest, r.host
                else:
                    self.uses.add("NotRequired")
                    lines.append(f"    {fname}: NotRequired[{r.text}]")
                    guest_fields[fname], host_fields[fname] = NotRequired[r.guest], NotRequired[r.host]
            if not fields:
                lines.append("    pass")
            self.uses.add("TypedDict")
            self.definitions[name] = "\n".join(lines)
            from typing_extensions import TypedDict as _TypedDict  # pydantic needs it on 3.11

            guest = _TypedDict(name, guest_fields)  # type: ignore[misc]
            host = _TypedDict(name, host_fields) if _is_typeddict(tp) else tp  # type: ignore[operator]
            done = self._records[tp] = Rendered(name, guest, host, rebuild)
            return done
        finally:
            self._building.discard(tp)

    def header(self) -> str:
        """The import line the rendered text needs (empty if none)."""
        typing_names = sorted(n for n in self.uses if n not in ("Sequence", "Mapping"))
        lines = []
        abc = sorted(n for n in self.uses if n in ("Sequence", "Mapping"))
        if abc:
            lines.append(f"from collections.abc import {', '.join(abc)}")
        if typing_names:
            lines.append(f"from typing import {', '.join(typing_names)}")
        return "\n".join(lines)


def _hints(tp: Any) -> dict[str, Any]:
    """Resolved field annotations of a record type (its own ``__annotations__`` when the
    module it was defined in cannot be looked up)."""
    try:
        return typing.get_type_hints(tp, include_extras=True)
    except Exception:  # noqa: BLE001 - fall back to the raw annotations below
        hints: dict[str, Any] = {}
        for klass in reversed(tp.__mro__):
            hints.update(getattr(klass, "__annotations__", {}) if klass is not object else {})
        for name, ann in hints.items():
            if isinstance(ann, str):
                raise TypeProblem(f"{tp.__qualname__}.{name}: the annotation {ann!r} cannot be resolved") from None
        return hints


def _dataclass_autodoc(tp: type) -> str:
    try:
        return tp.__name__ + str(inspect.signature(tp)).replace(" -> None", "")
    except (TypeError, ValueError):
        return ""


def _docstring(doc: str, indent: str) -> str:
    doc = doc.replace("\\", "\\\\").replace('"""', '\\"\\"\\"')
    body = doc.splitlines()
    if len(body) == 1:
        return f'{indent}"""{body[0]}"""'
    return "\n".join([f'{indent}"""{body[0]}', *[(indent + line) if line else "" for line in body[1:]], f'{indent}"""'])


def docstring(doc: str, indent: str) -> str:
    """A docstring literal for stub text."""
    return _docstring(doc, indent)


class Checker:
    """One annotation, compiled: ``text`` as written in stubs; ``guest_in`` validates a
    guest value strictly and returns what the host function receives; ``host_out``
    validates a host value and returns plain data.

    Plain scalar annotations are checked by exact type without pydantic; pydantic (and
    its import) is reached only for the first value that needs it."""

    __slots__ = ("_adapters", "annotation", "fast", "host", "rebuild", "text", "view")

    def __init__(self, annotation: Any, fast: tuple[type, ...] | None, rendered: Rendered) -> None:
        self.annotation = annotation
        self.text = rendered.text
        self.fast = fast  # exact types accepted without pydantic; () means any value
        self.view = rendered.guest
        self.host = rendered.host
        self.rebuild = rendered.rebuild
        self._adapters: tuple[Any, Any] | None = None

    def adapters(self) -> tuple[Any, Any]:
        """(strict adapter of the guest view, lax adapter into host record types or None)."""
        if self._adapters is None:
            from pydantic import TypeAdapter

            host = TypeAdapter(self.host) if self.rebuild else None
            self._adapters = (TypeAdapter(self.view), host)
        return self._adapters

    def guest_in(self, value: Any) -> Any:
        fast = self.fast
        if fast is not None and (not fast or type(value) in fast):
            return float(value) if type(value) is int and self.annotation is float else value
        from pydantic import ValidationError

        guest, host = self.adapters()
        try:
            out = guest.validate_python(value, strict=True)
            if host is not None:
                out = host.validate_python(out, strict=False)
        except ValidationError as e:
            raise _mismatch(e, self.text) from None
        return out

    def host_out(self, value: Any) -> Any:
        fast = self.fast
        if fast is not None and (not fast or type(value) in fast):
            if not fast and not _plain(value) and _record_instance(value):
                # An Any result that is a host record: converted like a typed one. Any
                # other host object is left for the door to refuse.
                from pydantic import TypeAdapter

                return TypeAdapter(type(value)).dump_python(value, mode="python")
            return float(value) if type(value) is int and self.annotation is float else value
        from pydantic import ValidationError

        guest, host = self.adapters()
        target = host if host is not None else guest
        try:
            checked = target.validate_python(value, strict=True)
        except ValidationError as e:
            raise _mismatch(e, self.text) from None
        return target.dump_python(checked, mode="python")


_PLAIN = (str, int, float, bool, bytes, type(None), list, tuple, dict, set, frozenset)


def _plain(value: Any) -> bool:
    return type(value) in _PLAIN


def _record_instance(value: Any) -> bool:
    t = type(value)
    return _is_model(t) or _is_dataclass(t)


def _mismatch(e: ValidationError, text: str) -> Mismatch:
    errors = e.errors(include_url=False, include_context=False)
    first = errors[0] if errors else {"loc": (), "msg": "invalid value", "input": None}
    got = type(first.get("input")).__name__
    msg = str(first.get("msg", "invalid value"))
    msg = msg[0].lower() + msg[1:] if msg else msg
    loc = first.get("loc", ())
    return Mismatch(render_path(loc if isinstance(loc, tuple) else ()), f"expects {text}: {msg}", got)


def checker_for(annotation: Any, renderer: TypeRenderer) -> Checker:
    """Compile one annotation (raises TypeProblem when it cannot type plain data)."""
    rendered = renderer.render(annotation)
    if rendered.guest is Any:
        return Checker(annotation, (), rendered)
    fast = _FAST_TYPES.get(annotation)
    if fast is None and (typing.get_origin(annotation) in (Union, types.UnionType)):
        parts = [_FAST_TYPES.get(a) for a in typing.get_args(annotation)]
        if all(p is not None for p in parts):
            fast = tuple(t for p in parts if p is not None for t in p)
    return Checker(annotation, fast, rendered)
