"""decimal in guests: CPython's answers inside the limits, the ``decimal`` limit past them,
and a per-run context that never touches the host's (docs/guest-language.md, decimal)."""

from __future__ import annotations

import decimal
import math
from decimal import Decimal
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import stockade
from stockade._runtime import decimals


def run(source: str, **limits: Any) -> Any:
    return stockade.run(stockade.compile(source), limits=stockade.Limits(**limits) if limits else None).value


def limit_of(source: str, **limits: Any) -> str:
    with pytest.raises(stockade.LimitExceeded) as info:
        run(source, **limits)
    return info.value.limit


def fresh() -> decimal.Context:
    return decimals.fresh_context()


# -- the per-run context -----------------------------------------------------------------


def test_guest_context_changes_never_reach_the_host() -> None:
    with decimal.localcontext(fresh()) as host:
        host.prec = 17
        before = repr(host)
        src = (
            "from decimal import getcontext, setcontext, Context, Inexact, ROUND_DOWN\n"
            "c = getcontext()\nc.prec = 5\nc.rounding = ROUND_DOWN\nc.traps[Inexact] = True\n"
            "setcontext(Context(prec=3))\ngetcontext().prec\n"
        )
        assert run(src) == 3
        assert decimal.getcontext() is host
        assert repr(host) == before


def test_guest_starts_from_cpython_defaults_whatever_the_host_holds() -> None:
    saved = decimal.DefaultContext.prec
    decimal.DefaultContext.prec = 9
    try:
        with decimal.localcontext() as host:
            host.prec = 50
            host.rounding = decimal.ROUND_UP
            src = (
                "from decimal import getcontext, Context\n"
                "[repr(getcontext()), repr(Context()), str(Context(prec=4).divide(1, 3))]\n"
            )
            got = run(src)
    finally:
        decimal.DefaultContext.prec = saved
    want = repr(fresh())
    assert got == [want, want, "0.3333"]


def test_context_is_restored_when_the_guest_fails_or_is_stopped() -> None:
    with decimal.localcontext(fresh()) as host:
        with pytest.raises(stockade.GuestError):
            run("from decimal import getcontext\ngetcontext().prec = 4\nraise ValueError('x')\n")
        assert (
            limit_of("from decimal import getcontext\ngetcontext().prec = 4\nwhile True:\n    pass\n", fuel=10_000)
            == "fuel"
        )
        assert decimal.getcontext() is host and host.prec == 28


def test_bindings_run_with_the_host_context() -> None:
    class Probe(stockade.Binding):
        @stockade.export
        def prec(self) -> int:
            return decimal.getcontext().prec

    src = "from decimal import getcontext\ngetcontext().prec = 7\n[probe.prec(), getcontext().prec]\n"
    program = stockade.compile(src, bindings={"probe": Probe})
    with decimal.localcontext(fresh()) as host:
        host.prec = 40
        assert stockade.run(program, bindings={"probe": Probe()}).value == [40, 7]
        assert host.prec == 40


def test_binding_host_code_is_not_metered_by_the_guest_limits() -> None:
    class Host(stockade.Binding):
        @stockade.export
        def digits(self) -> list[bool]:
            big, n = Decimal("1e5000"), 10**5000
            return [math.floor(big) == n, round(big) == n, int(big) == n, big.as_integer_ratio()[0] == n, big == n]

    program = stockade.compile("import decimal\nhost.digits()\n", bindings={"host": Host})
    assert stockade.run(program, bindings={"host": Host()}).value == [True] * 5


def test_templates_are_refused() -> None:
    for name in ("DefaultContext", "BasicContext", "ExtendedContext", "MAX_PREC"):
        with pytest.raises(stockade.CompileError):
            stockade.compile(f"from decimal import {name}\n")


# -- limits ------------------------------------------------------------------------------


def test_precision_limit_edges() -> None:
    assert run("from decimal import getcontext\ngetcontext().prec = 1000\ngetcontext().prec\n") == 1000
    assert limit_of("from decimal import getcontext\ngetcontext().prec = 1001\n") == "decimal"
    assert limit_of("from decimal import Context\nContext(Emax=1000000)\n") == "decimal"
    assert limit_of("from decimal import Context\nContext(Emin=-1000000)\n") == "decimal"
    assert limit_of("from decimal import localcontext\nwith localcontext(Emax=10**9):\n    pass\n") == "decimal"


def test_int_limits_edges() -> None:
    ok = "from decimal import Decimal\nlen(str(int(Decimal('1e4299'))))\n"
    assert run(ok) == 4300
    assert limit_of("from decimal import Decimal\nint(Decimal('1e4300'))\n") == "decimal"
    assert run("from decimal import Decimal\nstr(Decimal(10**999 - 1))[:3]\n") == "999"
    assert run("from decimal import Decimal\nstr(Decimal(1) + (10**999 - 1))\n") == "1.000000000000000000000000000E+999"
    assert limit_of("from decimal import Decimal\nDecimal(1) + 10**1000\n") == "decimal"
    assert run("from decimal import Decimal\nlen(Decimal('7' * 1000).as_tuple().digits)\n") == 1000
    assert limit_of("from decimal import Decimal\nDecimal('7' * 1001)\n") == "decimal"


def test_hooks_are_inactive_for_host_code() -> None:
    assert int(Decimal("1e5000")) == 10**5000
    assert math.floor(Decimal("1e5000")) == 10**5000
    assert Decimal(10**2000) == 10**2000
    assert Decimal("1e-5000").as_integer_ratio()[1] == 10**5000


def test_transcendental_work_is_charged_by_precision() -> None:
    program = stockade.compile(
        "from decimal import Decimal, getcontext\ngetcontext().prec = 1000\nx = Decimal(2).ln()\n"
    )
    fuel = stockade.run(program).fuel
    assert fuel >= decimals.transcendental_fuel(1000)
    small = stockade.run(stockade.compile("from decimal import Decimal\nx = Decimal(2).ln()\n")).fuel
    assert small < fuel // 100


def test_signals_are_guest_exceptions() -> None:
    src = (
        "from decimal import Decimal, InvalidOperation, DivisionByZero, localcontext, Inexact\n"
        "out = []\n"
        "try:\n    Decimal('abc')\nexcept InvalidOperation as e:\n    out.append(type(e).__name__)\n"
        "try:\n    Decimal(1) / 0\nexcept ZeroDivisionError as e:\n    out.append(type(e).__name__)\n"
        "with localcontext() as c:\n    c.traps[Inexact] = True\n"
        "    try:\n        Decimal(1) / 3\n    except Inexact:\n        out.append('inexact')\n"
        "out\n"
    )
    assert run(src) == ["InvalidOperation", "DivisionByZero", "inexact"]


def test_decimal_result_does_not_cross_the_door() -> None:
    with pytest.raises(stockade.DoorError):
        run("from decimal import Decimal\nDecimal('1.10')\n")
    assert run("from decimal import Decimal\nstr(Decimal('1.10'))\n") == "1.10"


# -- differential: Stockade == CPython inside the limits ----------------------------------

GUEST = """
from decimal import Decimal, Context, localcontext, getcontext

def main(a, b, prec, rounding, n):
    out = []
    with localcontext(Context(prec=prec, rounding=rounding, traps=[])) as c:
        x, y = Decimal(a), Decimal(b)
        for f in (lambda: x + y, lambda: x - y, lambda: x * y, lambda: x / y, lambda: x // y,
                  lambda: x % y, lambda: x ** n, lambda: x + n, lambda: n * y, lambda: x.sqrt(),
                  lambda: x.quantize(Decimal('0.01')), lambda: x.normalize(), lambda: x.exp(),
                  lambda: abs(x).ln(), lambda: x.to_integral_value(), lambda: -x, lambda: x.max(y),
                  lambda: x.compare(y), lambda: sum([x, y, n])):
            try:
                out.append(str(f()))
            except Exception as e:
                out.append(type(e).__name__)
        out.append([x < y, x == y, x >= n, x == float(n), y != 0.5])
        out.append([f"{x:,.3f}", f"{y:.5e}", f"{x:%}", repr(y)])
        out.append([str(v) for v in sorted([x, y, Decimal(n)])])
        out.append(sorted(str(k.__name__) for k, v in c.flags.items() if v))
        try:
            out.append(int(x))
        except Exception as e:
            out.append(type(e).__name__)
    return out
"""
PROGRAM = stockade.compile(GUEST)

numbers = st.builds(
    lambda sign, digits, exp: f"{sign}{digits}E{exp}",
    st.sampled_from(["", "-"]),
    st.integers(min_value=0, max_value=10**40),
    st.integers(min_value=-40, max_value=40),
) | st.sampled_from(["0", "-0", "NaN", "Infinity", "-Infinity", "1.5", "2.675", "0.005"])
ROUNDINGS = [
    decimal.ROUND_CEILING,
    decimal.ROUND_DOWN,
    decimal.ROUND_FLOOR,
    decimal.ROUND_HALF_DOWN,
    decimal.ROUND_HALF_EVEN,
    decimal.ROUND_HALF_UP,
    decimal.ROUND_UP,
    decimal.ROUND_05UP,
]


def reference(*args: Any) -> Any:
    ns: dict[str, Any] = {}
    exec(GUEST, ns)
    with decimal.localcontext(fresh()):
        return ns["main"](*args)


@settings(max_examples=150, deadline=None, database=None, suppress_health_check=list(HealthCheck))
@given(numbers, numbers, st.integers(min_value=1, max_value=60), st.sampled_from(ROUNDINGS), st.integers(-30, 30))
def test_stockade_matches_cpython(a: str, b: str, prec: int, rounding: str, n: int) -> None:
    want = reference(a, b, prec, rounding, n)
    got = stockade.run(PROGRAM, entry="main", args=(a, b, prec, rounding, n)).value
    assert got == want
