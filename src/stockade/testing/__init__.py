"""A test kit for programs that host Stockade guests, built on the public API only.

Fake bindings are a dict of functions::

    from stockade import testing

    box = testing.Sandbox(bindings={"catalog": {"price": lambda sku: 42}})
    box.assert_stdout("print(catalog.price('a'))", "42\\n")
    box.assert_rejected("import os", "STK-V004")
    box.assert_limit("while True:\\n    pass\\n", "fuel", limits=stockade.Limits(fuel=1000))

The pytest plugin (registered as the ``stockade`` entry point) provides the fixture
``stockade_sandbox``: a fresh :class:`Sandbox` per test.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import stockade

__all__ = ["FakeBinding", "Sandbox", "fake_binding", "fake_bindings"]


class FakeBinding(stockade.Binding):
    """Base class of the bindings :func:`fake_binding` makes. ``calls`` records every call
    the guest made as ``(export, args, kwargs)``, in order."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, tuple[Any, ...], dict[str, Any]]] = []


def _method(name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
    def method(self: FakeBinding, *args: Any, **kwargs: Any) -> Any:
        self.calls.append((name, args, kwargs))
        return fn(*args, **kwargs)

    sig = inspect.signature(fn)
    self_param = inspect.Parameter("self", inspect.Parameter.POSITIONAL_OR_KEYWORD)
    method.__signature__ = sig.replace(parameters=[self_param, *sig.parameters.values()])  # type: ignore[attr-defined]
    method.__annotations__ = dict(getattr(fn, "__annotations__", {}))
    method.__doc__ = fn.__doc__
    method.__name__ = method.__qualname__ = name
    method.__wrapped__ = fn  # type: ignore[attr-defined]  # its type hints resolve in fn's module
    return stockade.export(method)


def fake_binding(exports: Mapping[str, Callable[..., Any]], name: str = "Fake") -> FakeBinding:
    """A binding instance whose exports are the given functions (their signatures and
    type hints, if any, are the exports'; a lambda accepts any plain data)."""
    if not exports:
        raise stockade.UsageError("a fake binding needs at least one export")
    methods = {ename: _method(ename, fn) for ename, fn in exports.items()}
    cls = type(f"{name}Binding", (FakeBinding,), methods)
    instance: FakeBinding = cls()
    return instance


FakeSpec = Mapping[str, Mapping[str, Callable[..., Any]] | stockade.Binding]


def fake_bindings(spec: FakeSpec) -> dict[str, stockade.Binding]:
    """``{"catalog": {"price": fn}}`` -> ``{"catalog": <binding instance>}`` (instances
    given as they are pass through)."""
    out: dict[str, stockade.Binding] = {}
    for bname, value in spec.items():
        out[bname] = value if isinstance(value, stockade.Binding) else fake_binding(value, bname.title())
    return out


class Sandbox:
    """Compile and run guests with the same bindings, limits and grants, and assert on
    the outcome. Every method takes the guest source first; keyword arguments override
    the sandbox's defaults for one call."""

    def __init__(
        self,
        *,
        bindings: FakeSpec | None = None,
        limits: stockade.Limits | None = None,
        nondeterminism: bool = False,
    ) -> None:
        self.bindings = fake_bindings(bindings or {})
        self.limits = limits
        self.nondeterminism = nondeterminism

    def compile(self, source: str | Mapping[str, str], **options: Any) -> stockade.Program:
        """Compile ``source`` against the sandbox's bindings."""
        options.setdefault("nondeterminism", self.nondeterminism)
        return stockade.compile(source, bindings=self.bindings, **options)

    def run(
        self,
        source: str | Mapping[str, str] | stockade.Program,
        entry: str | None = None,
        args: Sequence[Any] = (),
        kwargs: Mapping[str, Any] | None = None,
        *,
        inputs: Mapping[str, Any] | None = None,
        limits: stockade.Limits | None = None,
    ) -> stockade.Result:
        """Compile (unless given a Program) and run; returns the Result."""
        program = source if isinstance(source, stockade.Program) else self.compile(source)
        return stockade.run(
            program, entry, args, kwargs, bindings=self.bindings, inputs=inputs, limits=limits or self.limits
        )

    def assert_stdout(self, source: str | Mapping[str, str], expected: str, **run: Any) -> stockade.Result:
        """Run and assert what the guest printed."""
        result = self.run(source, **run)
        assert result.stdout == expected, f"stdout was {result.stdout!r}, expected {expected!r}"
        return result

    def assert_rejected(self, source: str | Mapping[str, str], *codes: str) -> stockade.CompileError:
        """Assert the source is refused at compile time with exactly these diagnostic codes
        (in any order, each at least once)."""
        try:
            self.compile(source)
        except stockade.CompileError as e:
            found = sorted({d.code for d in e.diagnostics})
            assert found == sorted(set(codes)), f"diagnostic codes {found}, expected {sorted(set(codes))}"
            return e
        raise AssertionError(f"the source compiled; expected a rejection with {', '.join(codes)}")

    def assert_limit(self, source: str | Mapping[str, str], limit: str, **run: Any) -> stockade.LimitExceeded:
        """Assert the run is stopped by ``limit`` (``"fuel"``, ``"memory"``, ...)."""
        try:
            self.run(source, **run)
        except stockade.LimitExceeded as e:
            assert e.limit == limit, f"stopped by {e.limit!r}, expected {limit!r}"
            return e
        raise AssertionError(f"the run finished; expected the {limit!r} limit to stop it")

    def assert_guest_error(self, source: str | Mapping[str, str], type_name: str, **run: Any) -> stockade.GuestError:
        """Assert the guest raises ``type_name`` and does not catch it."""
        try:
            self.run(source, **run)
        except stockade.GuestError as e:
            assert e.type_name == type_name, f"guest raised {e.type_name}: {e.message}; expected {type_name}"
            return e
        raise AssertionError(f"the run finished; expected the guest to raise {type_name}")
