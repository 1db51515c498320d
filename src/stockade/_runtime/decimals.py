"""decimal for guests: CPython's own C decimal, bounded so that no call can hang the host.

Invariant, while a guest runs on the thread:
- every Decimal the guest holds has at most MAX_DIGITS coefficient digits and an exponent
  within +-MAX_EXPONENT (constructors check; arithmetic rounds to a capped context);
- every context it can use has prec <= MAX_PREC, Emax <= MAX_EMAX, Emin >= MIN_EMIN
  (the Context stand-in, localcontext, setcontext and attribute stores check);
- an int entering a Decimal operation has at most MAX_INT_BITS bits (about 1000 digits); an int made
  from a Decimal (int(), round(), math.floor/ceil/trunc, as_integer_ratio) at most
  INT_DIGITS digits; both conversions are charged (quadratic in C);
- exp, ln, log10 and non-integral powers are charged by the cube of the working digits
  (about 45 ms at 1000 digits), sqrt and integral powers by the square;
- past a limit the run stops with the fixed ``decimal`` limit (terminal: host code such as
  statistics catches ValueError, so a catchable refusal could become a different answer);
- the run has its own context, a fresh copy of CPython's defaults (never the host's, never
  the process-wide DefaultContext), restored when the run ends; bindings run with the host's.

The number, comparison and int slots of Decimal are reached from C, where no wrapper sees
them: _native.hook_decimal routes them to ``check`` below while a guest runs.
"""

from __future__ import annotations

import decimal as _decimal
import fractions as _fractions
from collections.abc import Callable
from typing import Any

from .. import _native
from . import context
from .standin import stand_in

Decimal = _decimal.Decimal
Context = _decimal.Context

MAX_PREC = 1000
MAX_DIGITS = 1000
INT_DIGITS = 4300
MAX_EMAX = 999_999
MIN_EMIN = -999_999
MAX_EXPONENT = MAX_EMAX + MAX_PREC
MAX_STRING = 10_000

MAX_INT_BITS = 3321  # 2**3321 is about 10**999.7: ints in Decimal operations have at most 1000 digits
_TRAPS = (_decimal.InvalidOperation, _decimal.DivisionByZero, _decimal.Overflow)


LIMIT_DETAIL = (
    f"decimal precision above {MAX_PREC}, Emax above {MAX_EMAX}, Emin below {MIN_EMIN}, a Decimal of more "
    f"than {MAX_DIGITS} digits or with an exponent beyond +-{MAX_EXPONENT}, an int of more than {MAX_INT_BITS} "
    f"bits (about 1000 digits) in a Decimal operation, or an int of more than {INT_DIGITS} digits from a Decimal"
)


def _limit(what: str) -> BaseException:
    """Stop the run with the fixed ``decimal`` limit (terminal, like every limit: host
    code in statistics or fractions that catches ValueError must not turn a refusal into
    a different answer). ``what`` documents the call site."""
    del what
    return context.current().meter.trip("decimal")  # raises


def _charge(n: int) -> None:
    context.current().meter.charge(n)


# ---------------------------------------------------------------- sizes and charges -


def _int_digits(n: int) -> int:
    """About the number of decimal digits of ``n`` (from its bit length)."""
    return abs(n).bit_length() * 30103 // 100000 + 1


def _operand(x: Any) -> None:
    """An int (or a Fraction's parts) about to be converted exactly into a Decimal. Int
    subclasses (bool, IntEnum members) count too; ``int.bit_length`` reads the value
    without dispatching to anything a subclass defines."""
    if isinstance(x, int):
        bits = int.bit_length(x)
        if bits > MAX_INT_BITS:
            raise _limit(f"an int of {bits} bits in a Decimal operation exceeds the limit ({MAX_INT_BITS} bits)")
        if bits > 64:
            d = bits * 30103 // 100000 + 1
            _charge(d * d // 1000 + 1)
    elif isinstance(x, _fractions.Fraction):
        _operand(x.numerator)
        _operand(x.denominator)


def _digits(x: Any) -> int:
    if type(x) is Decimal:
        if x.is_finite():
            return len(x.as_tuple().digits)
        return 1
    if type(x) is int:
        return _int_digits(x)
    return 1


def _prec(ctx: Any) -> int:
    c = ctx if type(ctx) is Context else _decimal.getcontext()
    return int(c.prec)


def _to_int(d: Any, ratio: bool = False) -> None:
    """int(d), math.floor(d)...: refuse or charge the quadratic conversion first."""
    if type(d) is not Decimal or not d.is_finite() or d.is_zero():
        return
    digits = d.adjusted() + 1
    if ratio:
        digits = max(digits, 1 - int(d.as_tuple().exponent))
    if digits > INT_DIGITS:
        raise _limit(f"an int of about {digits} digits from a Decimal exceeds the limit ({INT_DIGITS} digits)")
    if digits > 18:
        _charge(digits * digits // 1000 + 1)


def transcendental_fuel(n: int) -> int:
    """exp, ln, log10, non-integral power at ``n`` working digits (cubic in libmpdec)."""
    n = max(n, 28)
    return 2500 + n**3 // 500


def square_fuel(n: int) -> int:
    """sqrt and the steps of an integral power at ``n`` working digits."""
    n = max(n, 28)
    return 50 + n * n // 100


def _small_integral(x: Any) -> bool:
    if type(x) in (int, bool):
        return bool(abs(x) < 2**62)
    return bool(type(x) is Decimal and x.is_finite() and x == x.to_integral_value() and x.adjusted() < 18)


def _power(a: Any, b: Any, c: Any, ctx: Any = None) -> None:
    _operand(a)
    _operand(b)
    _operand(c)
    n = max(_prec(ctx), _digits(a), _digits(b))
    if c is not None:
        exp_digits = _digits(b) if type(b) is not Decimal or not b.is_finite() else max(1, b.adjusted() + 1)
        if exp_digits > MAX_DIGITS:
            raise _limit(
                f"a modular power with an exponent of {exp_digits} digits exceeds the limit ({MAX_DIGITS} digits)"
            )
        _charge(square_fuel(max(n, _digits(c))) * (exp_digits * 4 + 1) // 4)
    elif _small_integral(b):
        _charge(square_fuel(n) * 4)
    else:
        _charge(transcendental_fuel(n))


def check(op: str, a: Any, b: Any, c: Any) -> None:
    """Called from the C hooks on Decimal's slots while a guest runs."""
    if op == "int":
        _to_int(a)
    elif op == "pow":
        _power(a, b, c)
    else:
        _operand(a)
        _operand(b)


# ---------------------------------------------------------------- values -----------


def admit(d: Any) -> Any:
    """Refuse a Decimal built exactly (no context) past the value limits."""
    if type(d) is Decimal and not d.is_infinite():
        t = d.as_tuple()
        if len(t.digits) > MAX_DIGITS:
            raise _limit(f"a Decimal of {len(t.digits)} digits exceeds the limit ({MAX_DIGITS} digits)")
        if type(t.exponent) is int and not -MAX_EXPONENT <= t.exponent <= MAX_EXPONENT:
            raise _limit(f"a Decimal with exponent {t.exponent} is outside the limit (+-{MAX_EXPONENT})")
    return d


def _source(value: Any) -> None:
    if type(value) is str and len(value) > MAX_STRING:
        raise _limit(f"a Decimal string of {len(value)} characters exceeds the limit ({MAX_STRING})")
    if type(value) in (tuple, list) and len(value) == 3:
        digits = value[1]
        if type(digits) in (tuple, list) and len(digits) > MAX_DIGITS:
            raise _limit(f"a Decimal of {len(digits)} digits exceeds the limit ({MAX_DIGITS} digits)")
        _operand(value[2])
    _operand(value)


def _new_decimal(value: Any = "0", context: Any = None) -> Any:
    _source(value)
    return admit(Decimal(value, context))


# ---------------------------------------------------------------- contexts ---------


def _check_settings(prec: Any = None, Emin: Any = None, Emax: Any = None) -> None:
    if type(prec) is int and prec > MAX_PREC:
        raise _limit(f"a decimal precision of {prec} exceeds the limit ({MAX_PREC})")
    if type(Emax) is int and Emax > MAX_EMAX:
        raise _limit(f"a decimal Emax of {Emax} exceeds the limit ({MAX_EMAX})")
    if type(Emin) is int and Emin < MIN_EMIN:
        raise _limit(f"a decimal Emin of {Emin} is below the limit ({MIN_EMIN})")


def _check_context(ctx: Any) -> None:
    if type(ctx) is Context:
        _check_settings(ctx.prec, ctx.Emin, ctx.Emax)


def fresh_context() -> Context:
    """CPython's default context as a fresh interpreter has it (DefaultContext may have
    been changed by the host: it is never read)."""
    return Context(28, _decimal.ROUND_HALF_EVEN, MIN_EMIN, MAX_EMAX, 1, 0, [], list(_TRAPS))


def _new_context(
    prec: Any = None,
    rounding: Any = None,
    Emin: Any = None,
    Emax: Any = None,
    capitals: Any = None,
    clamp: Any = None,
    flags: Any = None,
    traps: Any = None,
) -> Context:
    _check_settings(prec, Emin, Emax)
    return Context(
        28 if prec is None else prec,
        _decimal.ROUND_HALF_EVEN if rounding is None else rounding,
        MIN_EMIN if Emin is None else Emin,
        MAX_EMAX if Emax is None else Emax,
        1 if capitals is None else capitals,
        0 if clamp is None else clamp,
        [] if flags is None else flags,
        list(_TRAPS) if traps is None else traps,
    )


def _localcontext(ctx: Any = None, **kwargs: Any) -> Any:
    _check_context(ctx)
    _check_settings(kwargs.get("prec"), kwargs.get("Emin"), kwargs.get("Emax"))
    return _decimal.localcontext(ctx, **kwargs)


def _outside_run() -> RuntimeError:
    return RuntimeError("guest code that outlives its run cannot change the decimal context")


def _setcontext(ctx: Any) -> None:
    if context.active() is None:
        raise _outside_run()
    if type(ctx) is not Context:
        raise TypeError("argument must be a context")
    _check_context(ctx)
    _decimal.setcontext(ctx)


CONTEXT_SETTABLE = frozenset({"prec", "rounding", "Emin", "Emax", "capitals", "clamp"})


def store_context(ctx: Any, name: str, value: Any) -> None:
    """``ctx.prec = 50`` and the other settings, within the limits."""
    if context.active() is None:
        raise _outside_run()
    if name not in CONTEXT_SETTABLE:
        raise AttributeError(f"attribute '{name}' of 'decimal.Context' cannot be set in Stockade")
    if name in ("prec", "Emin", "Emax"):
        _check_settings(**{name: value})
    setattr(ctx, name, value)


def enter_run() -> Context:
    """Give this thread a fresh guest context; returns the host's, for leave_run."""
    host = _decimal.getcontext()
    _decimal.setcontext(fresh_context())
    return host


def swap(ctx: Context) -> Context:
    """Make ``ctx`` this thread's context; returns the one it replaces."""
    prev = _decimal.getcontext()
    _decimal.setcontext(ctx)
    return prev


# ---------------------------------------------------------------- methods ----------

_TRANSCENDENTAL = frozenset({"exp", "ln", "log10"})


def _context_arg(args: tuple[Any, ...], kwargs: dict[str, Any], at: int) -> Any:
    if "context" in kwargs:
        return kwargs["context"]
    return args[at] if len(args) > at else None


def decimal_method(name: str) -> Callable[[Any], Callable[..., Any]]:
    """Guard replacement for a Decimal method: operands checked, work charged."""

    def bind(d: Any) -> Callable[..., Any]:
        method = getattr(d, name)

        def fn(*args: Any, **kwargs: Any) -> Any:
            for a in (*args, *kwargs.values()):
                _operand(a)
            if name in _TRANSCENDENTAL:
                _charge(transcendental_fuel(max(_prec(_context_arg(args, kwargs, 0)), _digits(d))))
            elif name == "sqrt":
                _charge(square_fuel(max(_prec(_context_arg(args, kwargs, 0)), _digits(d))))
            return method(*args, **kwargs)

        fn.__name__ = fn.__qualname__ = name
        return fn

    return bind


def context_method(name: str) -> Callable[[Any], Callable[..., Any]]:
    """Guard replacement for a Context method: operands checked, work charged."""

    def bind(ctx: Any) -> Callable[..., Any]:
        method = getattr(ctx, name)

        def fn(*args: Any, **kwargs: Any) -> Any:
            if name == "power":
                a = args[0] if args else kwargs.get("a")
                b = args[1] if len(args) > 1 else kwargs.get("b")
                m = args[2] if len(args) > 2 else kwargs.get("modulo")
                _power(a, b, m, ctx)
            else:
                for a in (*args, *kwargs.values()):
                    _operand(a)
                if name in _TRANSCENDENTAL and args:
                    _charge(transcendental_fuel(max(ctx.prec, _digits(args[0]))))
                elif name == "sqrt" and args:
                    _charge(square_fuel(max(ctx.prec, _digits(args[0]))))
            return method(*args, **kwargs)

        fn.__name__ = fn.__qualname__ = name
        return fn

    return bind


def _int_method(name: str, ratio: bool = False) -> Any:
    """A type-dict entry for Decimal (``__floor__``, ``as_integer_ratio``...): reached
    by type lookup from C (math.floor, round) and host Python (statistics, Fraction)."""
    real = Decimal.__dict__[name]

    def method(self: Any, *args: Any) -> Any:
        if _native.metering() and not (name == "__round__" and args and args[0] is not None):
            _to_int(self, ratio)
        return real(self, *args)

    method.__name__ = method.__qualname__ = name
    return method


_native.hook_decimal(
    Decimal,
    check,
    {
        "__floor__": _int_method("__floor__"),
        "__ceil__": _int_method("__ceil__"),
        "__trunc__": _int_method("__trunc__"),
        "__round__": _int_method("__round__"),
        "as_integer_ratio": _int_method("as_integer_ratio", ratio=True),
    },
)

DECIMAL_ATTRS = frozenset(
    (
        "adjusted as_integer_ratio as_tuple canonical compare compare_signal compare_total "
        "compare_total_mag conjugate copy_abs copy_negate copy_sign exp fma from_float imag "
        "is_canonical is_finite is_infinite is_nan is_normal is_qnan is_signed is_snan "
        "is_subnormal is_zero ln log10 logb logical_and logical_invert logical_or logical_xor "
        "max max_mag min min_mag next_minus next_plus next_toward normalize number_class "
        "quantize radix real remainder_near rotate same_quantum scaleb shift sqrt "
        "to_eng_string to_integral to_integral_exact to_integral_value"
    ).split()
)
# Methods with operands or precision-dependent work (the rest take only a context).
DECIMAL_CHECKED = frozenset(
    (
        "compare compare_signal compare_total compare_total_mag copy_sign exp fma ln log10 "
        "logical_and logical_or logical_xor max max_mag min min_mag next_toward quantize "
        "remainder_near rotate same_quantum scaleb shift sqrt"
    ).split()
)
CONTEXT_ATTRS = frozenset(
    (
        "Emax Emin Etiny Etop abs add canonical capitals clamp clear_flags clear_traps compare "
        "compare_signal compare_total compare_total_mag copy copy_abs copy_decimal copy_negate "
        "copy_sign create_decimal create_decimal_from_float divide divide_int divmod exp flags fma "
        "is_canonical is_finite is_infinite is_nan is_normal is_qnan is_signed is_snan "
        "is_subnormal is_zero ln log10 logb logical_and logical_invert logical_or logical_xor "
        "max max_mag min min_mag minus multiply next_minus next_plus next_toward normalize "
        "number_class plus power prec quantize radix remainder remainder_near rotate rounding "
        "same_quantum scaleb shift sqrt subtract to_eng_string to_integral to_integral_exact "
        "to_integral_value to_sci_string traps"
    ).split()
)
CONTEXT_PLAIN = frozenset(
    "Emax Emin Etiny Etop capitals clamp clear_flags clear_traps copy flags prec radix rounding traps".split()
)
DECIMAL_TUPLE = type(Decimal(0).as_tuple())
DECIMAL_TUPLE_ATTRS = frozenset({"sign", "digits", "exponent", "count", "index"})
SIGNAL_DICT = type(fresh_context().flags)
SIGNAL_DICT_ATTRS = frozenset({"copy", "get", "items", "keys", "values"})

_ROUNDING = "ROUND_05UP ROUND_CEILING ROUND_DOWN ROUND_FLOOR ROUND_HALF_DOWN ROUND_HALF_EVEN ROUND_HALF_UP ROUND_UP"
_SIGNALS = (
    "Clamped ConversionSyntax DecimalException DivisionByZero DivisionImpossible DivisionUndefined "
    "FloatOperation Inexact InvalidContext InvalidOperation Overflow Rounded Subnormal Underflow"
)


def _named(fn: Callable[..., Any], name: str) -> Callable[..., Any]:
    fn.__name__ = fn.__qualname__ = name
    return fn


MEMBERS: dict[str, Any] = {
    "Decimal": stand_in(Decimal, _new_decimal),
    "Context": stand_in(Context, _new_context),
    "getcontext": _decimal.getcontext,
    "setcontext": _named(_setcontext, "setcontext"),
    "localcontext": _named(_localcontext, "localcontext"),
    **{n: getattr(_decimal, n) for n in _ROUNDING.split()},
    **{n: getattr(_decimal, n) for n in _SIGNALS.split()},
}

REFUSED: dict[str, str] = {
    n: "the process-wide context templates are shared with the host; use decimal.Context(...) or localcontext()"
    for n in ("DefaultContext", "BasicContext", "ExtendedContext")
}
REFUSED.update(
    {
        n: "Stockade's decimal limits are lower (see the guest language guide)"
        for n in ("MAX_PREC", "MAX_EMAX", "MIN_EMIN", "MIN_ETINY")
    }
)
