"""Per-run state: the meter, stdout and stderr, binding trampolines and the guest's namespaces.

Invariant: a RunState and everything it creates (namespaces, module facades of program
files, trampolines) belong to one run and are dropped with it; nothing a guest writes
survives into another run.
"""

from __future__ import annotations

import sys
import threading
import time
import types
from collections.abc import Callable, Mapping
from time import perf_counter
from typing import TYPE_CHECKING, Any, TypeVar

from .._bindings import ARGUMENT_SIZE, CALL_CAP, NONDETERMINISTIC, RESULT_SIZE, ExportSpec, is_async_export
from .._compiler.abi import async_binding_hook, binding_hook
from .._errors import BindingError, DoorError, ExposedError, _Stop
from .._limits import Limits
from .._native import Meter, depth
from . import aio, chain, classes, context, decimals, door, guest_logging, stdlib
from .builtins import GUEST_BUILTINS
from .builtins import BindingError as GuestBindingError
from .guards import Facade, ga, gm, invert, it, lshift, own, plain_classes, pow_, sa
from .host import HostCalls
from .journal import EXPOSABLE_NAMES
from .patterns import match_class, match_value

if TYPE_CHECKING:
    from .._program import Program
    from .journal import Journal

T = TypeVar("T")

_EXPOSABLE: dict[str, type[Exception]] = {
    "BindingError": GuestBindingError,
    "ValueError": ValueError,
    "KeyError": KeyError,
    "LookupError": LookupError,
    "IndexError": IndexError,
    "TypeError": TypeError,
    "RuntimeError": RuntimeError,
    "TimeoutError": TimeoutError,
    "NotImplementedError": NotImplementedError,
    "PermissionError": PermissionError,
}

assert frozenset(_EXPOSABLE) == EXPOSABLE_NAMES

MAX_ARG_BYTES = 8 * 1024 * 1024
RECURSION_MARGIN = 50  # frames kept between the guest's depth limit and CPython's


def _check(meter: Meter) -> None:
    """Sticky limit check at the start of every guest except handler and finally block.

    It checks the meter of the code's own run (passed in), not the thread's current one:
    a guest generator finalised after its run ended (by the garbage collector, maybe
    during another run) finds its meter marked "ended" and runs nothing.
    """
    if meter.tripped == "ended":
        raise GeneratorExit  # closes a finalised generator quietly: its run is over
    meter.check()
    exc = sys.exception()
    if isinstance(exc, (KeyboardInterrupt, SystemExit)):
        raise exc  # the host's, not the guest's to handle


def _import(name: str) -> Any:
    return context.current().import_module(name)


def _from(module: str, name: str) -> Any:
    facade = context.current().import_module(module)
    members = facade._sk_members
    if name.startswith("__") or name not in members:
        raise ImportError(f"cannot import name '{name}' from '{module}'")
    if facade is stdlib.FACADES["sys"] and name in guest_logging.SYS_STREAMS:
        return guest_logging.current(guest_logging.SYS_STREAMS[name])  # the run's, now
    return members[name]


_TEMPLATE: dict[str, Any] = {
    "__builtins__": GUEST_BUILTINS,
    "__sk_next": next,
    "__sk_zip": zip,
    "__sk_ga": ga,
    "__sk_gm": gm,
    "__sk_own": own,
    "__sk_type": type,
    "__sk_S": plain_classes,
    "__sk_it": it,
    "__sk_pow": pow_,
    "__sk_lshift": lshift,
    "__sk_invert": invert,
    "__sk_check": _check,
    "__sk_cause": chain.raise_from,
    "__sk_import": _import,
    "__sk_from": _from,
    "__sk_sa": sa,
    "__sk_at": classes.AttrTarget,
    "__sk_super": classes.zero_arg_super,
    "__sk_with": classes.with_,
    "__sk_mclass": match_class,
    "__sk_mvalue": match_value,
    "__sk_aw": aio.await_guard,
    "__sk_coro": aio.coroutine_maker,
    "__sk_awith": aio.async_with,
    "__sk_aiter": aio.async_iter,
    "__sk_vars": classes.instance_vars,
}
# Inside a class body every hook is spelt with a trailing "__" (lower._unmangle).
_TEMPLATE.update({k + "__": v for k, v in list(_TEMPLATE.items()) if k.startswith("__sk_")})


_PRIVATE_LOOP = HostCalls(None)  # stateless: async exports run on a private loop per call


def _stop(kind: str) -> BaseException:
    return _Stop(kind)


class RunState:
    """Everything one run owns."""

    __slots__ = (
        "call_log",
        "call_seq",
        "coroutines",
        "coroutines_prune_at",
        "decimal_host",
        "entry_ns",
        "guest_to_host",
        "hooks",
        "host",
        "host_exceptions",
        "instances",
        "journal",
        "limits",
        "logging",
        "loop",
        "match_cache",
        "meter",
        "modules",
        "nondeterministic_log",
        "program",
        "recursion",
        "rng",
        "started",
        "stderr_parts",
        "stdout_bytes",
        "stdout_parts",
        "streams",
    )

    def __init__(
        self,
        program: Program,
        limits: Limits,
        instances: Mapping[str, Any],
        *,
        host: HostCalls | None = None,
        journal: Journal | None = None,
    ) -> None:
        """``instances`` may lack a binding only with a ``journal`` (its calls suspend);
        ``host`` says how async exports are awaited (default: a private event loop)."""
        self.program = program
        self.limits = limits
        self.started = time.monotonic()
        # The guest's depth limit is capped below CPython's own, so the meter trips
        # (terminally) before CPython would raise a RecursionError the guest could catch.
        headroom = sys.getrecursionlimit() - depth() - RECURSION_MARGIN
        recursion = min(limits.recursion, max(headroom, 1))
        self.recursion = recursion  # what the guest's sys.getrecursionlimit() reports
        self.meter = Meter(limits.fuel, recursion, self.started + limits.wall, limits.memory, _stop)
        self.stdout_parts: list[str] = []
        self.stderr_parts: list[str] = []
        self.stdout_bytes = 0  # bytes written to stdout and stderr together (one budget)
        # The guest's sys.stdout and sys.stderr now: the captured streams until the guest
        # enters contextlib.redirect_stdout/redirect_stderr (guest_logging.py).
        self.streams: list[Any] = [guest_logging.STDOUT, guest_logging.STDERR]
        self.logging: Any = None  # the guest logging module's logger tree (guest_logging), made on first use
        self.call_log: list[tuple[str, str, int, float, str, str]] = []
        self.nondeterministic_log: list[tuple[str, Any]] = []
        self.host_exceptions: list[BaseException] = []
        # id(guest exception) -> (that exception, kept alive so the id stays unique; host exception)
        self.guest_to_host: dict[int, tuple[BaseException, BaseException]] = {}
        self.modules: dict[str, Facade] = {}
        self.entry_ns: dict[str, Any] | None = None
        self.rng: Any = None  # the module-level random functions' generator (stdlib), made on first use
        self.match_cache: dict[Any, Any] | None = None  # pattern stand-ins (patterns.py), made on first use
        self.loop: aio.Loop | None = None  # the guest asyncio loop while one runs
        self.coroutines: list[Any] = []  # guest coroutines made and maybe never started
        self.coroutines_prune_at = 1024
        self.decimal_host: Any = None  # the host's decimal context while the guest has its own
        self.call_seq = 0  # binding calls made so far (the limit counts them); the next call's id
        self.host = host if host is not None else _PRIVATE_LOOP
        self.instances = instances
        self.journal = journal
        if journal is not None:
            journal.attach(self)
        self.hooks: dict[str, Callable[..., Any]] = {}
        for bname, spec in program.manifest.items():
            inst = instances.get(bname)
            for ename, espec in spec.exports.items():
                method: Callable[..., Any] | None = None if inst is None else getattr(inst, ename)
                if method is not None and is_async_export(spec, ename):
                    method = self.host.blocking(method)
                if method is not None:
                    method = _checked(method, f"{bname}.{ename}", espec)
                if journal is not None:
                    suspending = method is None
                    method = journal.wrap(self, bname, ename, method)
                    if suspending:  # values the host passes to resume() meet the same check
                        method = _checked(method, f"{bname}.{ename}", espec)
                assert method is not None, "a binding without an instance needs a journal"
                self.hooks[binding_hook(bname, ename)] = self._trampoline(bname, ename, method, espec)
                if is_async_export(spec, ename):
                    self.hooks[async_binding_hook(bname, ename)] = self._trampoline(bname, ename, None, espec)

    # -- stdout and stderr -------------------------------------------------------------
    def write(self, text: str, err: bool = False) -> None:
        """Append to the captured stdout (or stderr); both share ``Limits.stdout``."""
        parts = self.stderr_parts if err else self.stdout_parts
        n = len(text.encode("utf-8", "surrogatepass"))
        if self.stdout_bytes + n > self.limits.stdout:
            room = self.limits.stdout - self.stdout_bytes
            if room > 0:
                parts.append(text.encode("utf-8", "surrogatepass")[:room].decode("utf-8", "ignore"))
                self.stdout_bytes = self.limits.stdout
            self.meter.trip("stdout")
        self.stdout_bytes += n
        parts.append(text)

    @property
    def stdout(self) -> str:
        return "".join(self.stdout_parts)

    @property
    def stderr(self) -> str:
        return "".join(self.stderr_parts)

    # -- namespaces -----------------------------------------------------------------------
    def namespace(self, dunder_name: str) -> dict[str, Any]:
        ns = _TEMPLATE.copy()
        ns["__name__"] = dunder_name
        ns["__sk_F"] = ns["__sk_F__"] = self.meter
        if self.hooks:
            ns.update(self.hooks)
            ns.update({k + "__": v for k, v in self.hooks.items()})
        return ns

    def import_module(self, name: str) -> Facade:
        facade = stdlib.FACADES.get(name)
        if facade is not None:
            if name == "decimal" and self.decimal_host is None:
                self.decimal_host = decimals.enter_run()  # restored by end_decimal()
            return facade
        facade = self.modules.get(name)
        if facade is not None:
            return facade
        if name == self.program.entry_module_name and self.entry_ns is not None:
            facade = self.modules[name] = Facade(name, self.entry_ns)
            return facade
        code = self.program.codes.get(name)
        if code is None:
            raise ImportError(f"No module named '{name}'")
        ns = self.namespace(name)
        facade = Facade(name, ns)
        self.modules[name] = facade
        exec(code, ns)  # noqa: S102 - verified, lowered guest code, run in its own namespace
        return facade

    def end_decimal(self) -> None:
        """Give the thread back the host's decimal context (at the end of the run)."""
        if self.decimal_host is not None:
            decimals.swap(self.decimal_host)
            self.decimal_host = None

    # -- bindings -------------------------------------------------------------------------
    def _trampoline(
        self, bname: str, ename: str, method: Callable[..., Any] | None, spec: ExportSpec
    ) -> Callable[..., Any]:
        """The guest-side stand-in for one export: count, copy the arguments out, check
        them against the export (``spec.check_call``), call the host with memory
        accounting paused, copy the result in (the host method comes wrapped by
        ``_checked``, which applies the export's result check before any journal records
        the result), and turn host exceptions into sanitized guest ones (the host keeps
        the original).

        With ``method`` None the call is deferred: it returns a PendingCall that the
        guest awaits; the loop resolves it with others in one batch (resolve_calls)."""
        where = f"{bname}.{ename}"
        opts = spec.options
        meter = self.meter
        max_calls = self.limits.binding_calls
        max_args = MAX_ARG_BYTES if opts.max_arg_bytes is None else min(MAX_ARG_BYTES, opts.max_arg_bytes)
        max_result = self.limits.result
        if opts.max_result_bytes is not None:
            max_result = min(max_result, opts.max_result_bytes)
        log = self.call_log
        record = log.append
        copy_args = door.copy_args
        copy = door.copy
        arg_where = f"argument of {where}"
        result_where = f"result of {where}"
        check_call = spec.check_call
        fast_args = spec.fast_args
        refusal = _static_refusal(spec, where, self.program)
        cap = opts.max_calls
        count = 0

        def prepare(args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[tuple[Any, ...], dict[str, Any], int]:
            nonlocal count
            if self.call_seq >= max_calls:  # counts deferred calls not resolved yet, too
                meter.trip("binding_calls")
            self.call_seq += 1
            meter.charge(1)
            nbytes = 0
            try:
                if refusal is not None:
                    raise refusal
                if cap is not None:
                    if count >= cap:
                        raise BindingError(
                            f"{CALL_CAP} {where}() may be called at most {cap} times per run",
                            code=CALL_CAP,
                            export=where,
                        )
                    count += 1
                try:
                    hargs, nbytes = copy_args(args, max_args, arg_where)
                    hkwargs: dict[str, Any] = {}
                    if kwargs:
                        hkwargs = copy(kwargs, max_args - nbytes, arg_where)
                        nbytes += door.size(hkwargs)
                except door.TooBig:
                    raise BindingError(
                        f"{ARGUMENT_SIZE} the arguments of {where}() are larger than {max_args} bytes",
                        code=ARGUMENT_SIZE,
                        export=where,
                    ) from None
                except DoorError as e:
                    raise TypeError(str(e)) from None
                if kwargs or fast_args is None or len(hargs) != len(fast_args):
                    hargs, hkwargs = check_call(where, hargs, hkwargs)
                else:  # check_call's fast path, inlined: exact scalar types only
                    for value, exact in zip(hargs, fast_args, strict=True):
                        if exact is not None and type(value) not in exact:
                            hargs, hkwargs = check_call(where, hargs, hkwargs)
                            break
            except BindingError as e:
                record((bname, ename, nbytes, 0.0, "refused", e.code))
                self._refuse(e)
            except TypeError:
                record((bname, ename, nbytes, 0.0, "refused", "TypeError"))
                raise
            return hargs, hkwargs, nbytes

        if method is None:

            def deferred(*args: Any, **kwargs: Any) -> Any:
                hargs, hkwargs, nbytes = prepare(args, kwargs)
                return aio.PendingCall(bname, ename, hargs, hkwargs, nbytes, self.call_seq - 1)

            deferred.__name__ = deferred.__qualname__ = where
            return deferred

        def call(*args: Any, **kwargs: Any) -> Any:
            hargs, hkwargs, nbytes = prepare(args, kwargs)
            failure: BaseException | None = None
            t0 = perf_counter()
            meter.pause()
            guest_decimal = None
            if self.decimal_host is not None:  # the host's code runs with the host's context
                guest_decimal = decimals.swap(self.decimal_host)
            try:
                result = method(*hargs, **hkwargs)
            except Exception as e:  # noqa: BLE001 - host exceptions never reach the guest as they are
                failure = e
            finally:
                if guest_decimal is not None:
                    decimals.swap(guest_decimal)
                meter.resume()
            dt = perf_counter() - t0
            if failure is None:
                try:
                    value = copy(result, max_result, result_where)
                except door.TooBig:
                    failure = BindingError(
                        f"{RESULT_SIZE} the result of {where}() is larger than {max_result} bytes",
                        code=RESULT_SIZE,
                        export=where,
                    )
                except (DoorError, BindingError) as e:
                    failure = e
                else:
                    record((bname, ename, nbytes, dt, "ok", ""))
                    return value
            return self._fail(bname, ename, nbytes, dt, failure)

        call.__name__ = call.__qualname__ = where
        return call

    def _refuse(self, refusal: BindingError) -> Any:
        """A call the door refused before the host ran: the guest gets a BindingError with
        the same (host-state-free) message; the host gets the refusal if it is not caught."""
        guest_exc = GuestBindingError(str(refusal))
        self.guest_to_host[id(guest_exc)] = (guest_exc, refusal)
        raise guest_exc

    def resolve_calls(self, calls: list[aio.PendingCall]) -> None:
        """Resolve one batch of awaited binding calls (the guest loop has nothing else to
        run): replayed from the journal, or run concurrently on the host, or left pending
        (then the run suspends with all of them). Results are delivered in call order."""
        calls = sorted(calls, key=lambda c: c.call_id)
        outcomes: dict[int, tuple[bool, Any, float]] = {}
        journal = self.journal
        meter = self.meter
        meter.pause()  # host work (journal, host calls): neither fuel nor memory of the guest
        try:
            live: list[aio.PendingCall] = []
            for c in calls:
                if journal is not None:
                    replayed = journal.replay_call(c.call_id, c.binding, c.export, c.hargs, c.hkwargs)
                    if replayed is not None:
                        spec = self.program.manifest[c.binding].exports[c.export]
                        outcomes[c.call_id] = _check_outcome(spec, replayed)
                        continue
                    if c.binding not in self.instances:
                        journal.pend(c.call_id, c.binding, c.export, c.hargs, c.hkwargs)
                        continue
                live.append(c)
            if live:
                thunks = [(getattr(self.instances[c.binding], c.export), c.hargs, c.hkwargs) for c in live]
                results = self.host.gather(thunks)
                for c, outcome in zip(live, results, strict=True):
                    outcome = _check_outcome(self.program.manifest[c.binding].exports[c.export], outcome)
                    if journal is not None:
                        outcome = journal.record_call(c.call_id, c.binding, c.export, c.hargs, c.hkwargs, outcome, self)
                    outcomes[c.call_id] = outcome
        finally:
            meter.resume()
        if journal is not None and journal.pending:
            meter.trip("suspend")
        for c in calls:
            ok, value, dt = outcomes[c.call_id]
            if ok:
                try:
                    guest_value = door.copy(value, self.limits.result, f"result of {c.binding}.{c.export}")
                except (DoorError, door.TooBig) as e:
                    ok, value = False, e
                else:
                    self.call_log.append((c.binding, c.export, c.nbytes, dt, "ok", ""))
                    c.set_result(guest_value)
                    continue
            try:
                self._fail(c.binding, c.export, c.nbytes, dt, value)
            except Exception as e:  # noqa: BLE001 - the sanitized guest exception, for the awaiter
                c.set_exception(e)

    def record(self, kind: str, value: Any) -> Any:
        """The one door for nondeterministic values (clock readings, entropy): returns the
        value the guest must see. In a resumable run the journal records it, and on
        replay returns the recorded value instead."""
        return value if self.journal is None else self.journal.record(kind, value)

    def _fail(self, bname: str, ename: str, nbytes: int, dt: float, failure: BaseException) -> Any:
        code = failure.code if isinstance(failure, BindingError) else ""
        self.call_log.append((bname, ename, nbytes, dt, "error", code))
        self.host_exceptions.append(failure)
        if isinstance(failure, ExposedError):
            guest_exc: Exception = _EXPOSABLE.get(failure.type_name, GuestBindingError)(failure.message)
        elif code.startswith("STK-B"):
            guest_exc = GuestBindingError(f"{code} {bname}.{ename} failed: the host's result was refused at the door")
        else:
            guest_exc = GuestBindingError(f"{bname}.{ename} failed")
        self.guest_to_host[id(guest_exc)] = (guest_exc, failure)
        raise guest_exc

    def capabilities(self) -> dict[str, Any]:
        """The guest's ``capabilities()``: plain data built from the host's declarations."""
        from .._codemode import capabilities

        value = capabilities(self.program.manifest, self.program.nondeterminism, self.limits)
        self.meter.charge(door.size(value) // 16 + 1)
        out: dict[str, Any] = door.copy(value, MAX_ARG_BYTES, "capabilities()")
        return out

    # -- nondeterminism -------------------------------------------------------------------
    def nondeterministic(self, what: str, make: Callable[[], T]) -> T:
        """Every nondeterministic value a guest sees (clock readings, entropy for random
        and uuid) is made here, and only when the program was granted nondeterminism.
        Each value is recorded in ``nondeterministic_log`` as ``(what, value)``, so a
        journal (durable snapshots) can store and replay them from this one place."""
        if not self.program.nondeterminism:
            raise GuestBindingError(
                f"{NONDETERMINISTIC} {what}() is nondeterministic: this program was not granted "
                "nondeterminism (the host compiles it with nondeterminism=True)"
            )
        value: T = self.record(what, make())
        self.nondeterministic_log.append((what, value))
        return value


def _static_refusal(spec: ExportSpec, where: str, program: Program) -> BindingError | None:
    """A refusal that holds for every call of this export in this program, or None."""
    if spec.options.nondeterministic and not program.nondeterminism:
        return BindingError(
            f"{NONDETERMINISTIC} {where}() is nondeterministic: this program was not granted "
            "nondeterminism (the host compiles it with nondeterminism=True)",
            code=NONDETERMINISTIC,
            export=where,
        )
    return None


def _checked(method: Callable[..., Any], where: str, spec: ExportSpec) -> Callable[..., Any]:
    """``method`` with its result checked against the export's return type (and host
    records converted to plain data) as part of the host call, so a journal records the
    checked value and a refusal counts as the host call's failure (STK-B002)."""
    check_result = spec.check_result
    ret_exact = spec.returns.fast if spec.returns.fast and spec.returns.annotation is not float else None

    def checked(*args: Any, **kwargs: Any) -> Any:
        result = method(*args, **kwargs)
        if ret_exact is None or type(result) not in ret_exact:
            result = check_result(where, result)
        return result

    return checked


def _check_outcome(spec: ExportSpec, outcome: tuple[bool, Any, float]) -> tuple[bool, Any, float]:
    """An awaited call's outcome with its result checked as ``_checked`` does."""
    ok, value, dt = outcome
    if not ok:
        return outcome
    try:
        return True, spec.check_result(spec.name, value), dt
    except BindingError as e:
        return False, e, dt


class Watchdog:
    """Marks runs whose deadline passed, so the next tick stops them even when the guest
    spends long stretches in C between ticks. One daemon thread for the process; it
    exits when no run has been active for a second and is restarted on demand."""

    def __init__(self) -> None:
        self.active: dict[int, tuple[Meter, float]] = {}
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None

    def add(self, meter: Meter, deadline: float) -> None:
        self.active[id(meter)] = (meter, deadline)
        if self._thread is None:
            with self._lock:
                if self._thread is None:
                    self._thread = threading.Thread(target=self._loop, name="stockade-watchdog", daemon=True)
                    self._thread.start()

    def remove(self, meter: Meter) -> None:
        self.active.pop(id(meter), None)

    def _loop(self) -> None:
        idle = 0
        while True:
            time.sleep(0.005)
            if not self.active:
                idle += 1
                if idle > 200:
                    with self._lock:
                        if not self.active:
                            self._thread = None
                            return
                continue
            idle = 0
            now = time.monotonic()
            for meter, deadline in list(self.active.values()):
                if now > deadline:
                    meter.mark("wall")


WATCHDOG = Watchdog()


def guest_frames(tb: types.TracebackType | None, prefix: str, limit: int = 64) -> list[tuple[str, int, str]]:
    """Guest frames of a traceback as (file, line, function), innermost last."""
    out: list[tuple[str, int, str]] = []
    while tb is not None:
        code = tb.tb_frame.f_code
        if code.co_filename.startswith(prefix):
            name = code.co_name
            out.append((code.co_filename[len(prefix) :], tb.tb_lineno, "<module>" if name == "<module>" else name))
        tb = tb.tb_next
    if len(out) > limit:
        out = out[: limit // 2] + out[-limit // 2 :]
    return out
