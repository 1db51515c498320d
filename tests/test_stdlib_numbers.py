"""cmath, fractions, calendar, graphlib, ipaddress in guest code: CPython's answers, big
powers of ten estimated first, no locale or process-wide calendar, metered generators."""

from __future__ import annotations

import calendar
import fractions

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import stockade
from stdlib_diff import guest, guest_error, same

SNIPPETS = [
    # cmath
    "import cmath\n[repr(cmath.sqrt(-1)), repr(cmath.exp(1j * cmath.pi)), cmath.phase(-1), cmath.polar(1 + 1j), cmath.isclose(1, 1 + 1e-12)]",
    "import cmath\n[repr(cmath.rect(2, 0.5)), str(cmath.log(8, 2)), str(cmath.log10(100)), str(cmath.inf), repr(cmath.nanj)]",
    "import cmath\ntry:\n    cmath.log(0)\n    r = None\nexcept ValueError as e:\n    r = str(e)\nr",
    # fractions
    "from fractions import Fraction\nf = Fraction(3, 4) + Fraction('1/3') - Fraction(1.5)\n[str(f), f.numerator, f.denominator, repr(f)]",
    "from fractions import Fraction\n[str(Fraction('3.1415').limit_denominator(100)), str(Fraction.from_float(0.1)), Fraction(1, 3) < 0.5]",
    "from fractions import Fraction\n[str(Fraction(2, 3) ** 5), str(Fraction(2, 3) ** -2), Fraction(4, 1) ** 0.5, 2 ** Fraction(3)]",
    "from fractions import Fraction\n[round(Fraction(7, 2)), str(round(Fraction(22, 7), 3)), int(Fraction(-7, 2)), float(Fraction(1, 8))]",
    "from fractions import Fraction\n[Fraction(6, 4).as_integer_ratio(), isinstance(Fraction(1), Fraction), hash(Fraction(1, 2)) == hash(0.5)]",
    "from fractions import Fraction\nsum([Fraction(1, n) for n in range(1, 20)], Fraction(0)).denominator",
    "from fractions import Fraction\ntry:\n    Fraction(1, 0)\n    r = None\nexcept ZeroDivisionError as e:\n    r = str(e)\nr",
    "from fractions import Fraction\ntry:\n    Fraction('x')\n    r = None\nexcept ValueError as e:\n    r = str(e)\nr",
    "from fractions import Fraction\nstr(Fraction('1.5e3') + Fraction('-2e-2'))",
    "import fractions\n[fractions.Fraction(1, 3).real == fractions.Fraction(1, 3), fractions.Fraction(5).imag, str(fractions.Fraction(1, 3).conjugate())]",
    # calendar
    "import calendar\n[calendar.isleap(2024), calendar.leapdays(1900, 2024), calendar.monthrange(2024, 2), calendar.weekday(2024, 1, 1)]",
    "import calendar\ncalendar.monthcalendar(2024, 2)",
    "import calendar\n[list(calendar.month_name), list(calendar.day_abbr), calendar.month_abbr[1:4], len(calendar.day_name)]",
    "import calendar\ncalendar.month(2024, 3)",
    "import calendar\ncalendar.prmonth(2024, 3)\ncalendar.prcal(2023, m=4)\ncalendar.firstweekday()",
    "import calendar\ncalendar.calendar(2024, w=3)",
    "import calendar\nc = calendar.TextCalendar(6)\n[c.formatmonth(2024, 1), c.getfirstweekday(), list(c.iterweekdays()), c.formatweekheader(2)]",
    "import calendar\nc = calendar.Calendar()\n[d.isoformat() for d in c.itermonthdates(2024, 2)][:3] + [len(c.monthdays2calendar(2024, 2))]",
    "import calendar\nc = calendar.TextCalendar()\nc.prmonth(2021, 7)\nc.pryear(2021)\nlist(c.itermonthdays4(2021, 7))[:2]",
    "import calendar\ntry:\n    calendar.monthrange(2024, 13)\n    r = None\nexcept calendar.IllegalMonthError as e:\n    r = str(e)\nr",
    "import calendar\n[calendar.MONDAY, calendar.SUNDAY, calendar.timegm((2024, 1, 1, 0, 0, 0))]",
    # graphlib
    "import graphlib\nts = graphlib.TopologicalSorter({'b': {'a'}, 'c': {'b', 'a'}})\nlist(ts.static_order())",
    "import graphlib\nts = graphlib.TopologicalSorter()\nts.add(3, 2, 1)\nts.add(2, 1)\nts.prepare()\nout = []\n"
    "while ts.is_active():\n    ready = sorted(ts.get_ready())\n    out.append(ready)\n    ts.done(*ready)\nout",
    "import graphlib\ntry:\n    list(graphlib.TopologicalSorter({1: {2}, 2: {1}}).static_order())\n    r = None\n"
    "except graphlib.CycleError as e:\n    r = e.args[0]\nr",
    # ipaddress
    "import ipaddress\na = ipaddress.ip_address('192.168.0.1')\n[str(a), a.version, a.is_private, int(a), a.packed, str(a + 5), a.reverse_pointer]",
    "import ipaddress\nn = ipaddress.ip_network('10.0.0.0/29')\n[str(n), n.num_addresses, [str(h) for h in n.hosts()], str(n.netmask), str(n.broadcast_address)]",
    "import ipaddress\nn = ipaddress.ip_network('10.0.0.0/0024')\n[str(n), n.prefixlen, [str(s) for s in n.subnets(new_prefix=26)], str(n.supernet())]",
    "import ipaddress\ni = ipaddress.ip_interface('10.1.2.3/24')\n[str(i), str(i.ip), str(i.network), i.with_netmask, i.with_prefixlen]",
    "import ipaddress\na = ipaddress.ip_address('2001:db8::1')\n[a.compressed, a.exploded, a.version, str(ipaddress.ip_network('2001:db8::/120')[5])]",
    "import ipaddress\n[isinstance(ipaddress.ip_address('1.2.3.4'), ipaddress.IPv4Address), isinstance(ipaddress.ip_network('1.0.0.0/8'), ipaddress.IPv4Network)]",
    "import ipaddress\nn = ipaddress.IPv4Network('10.0.0.0/255.255.255.0')\n[str(n), ipaddress.IPv4Interface(('10.0.0.1', '024')).with_prefixlen]",
    "import ipaddress\n[str(x) for x in ipaddress.collapse_addresses([ipaddress.ip_network('10.0.0.0/25'), ipaddress.ip_network('10.0.0.128/25')])]",
    "import ipaddress\n[str(x) for x in ipaddress.summarize_address_range(ipaddress.ip_address('10.0.0.0'), ipaddress.ip_address('10.0.0.9'))]",
    "import ipaddress\n[str(x) for x in ipaddress.ip_network('10.0.0.0/24').address_exclude(ipaddress.ip_network('10.0.0.0/26'))]",
    "import ipaddress\ntry:\n    ipaddress.ip_network('10.0.0.1/24')\n    r = None\nexcept ValueError as e:\n    r = str(e)\nr",
    "import ipaddress\ntry:\n    ipaddress.ip_network('10.0.0/0024')\n    r = None\nexcept ValueError as e:\n    r = str(e)\nr",
    "import ipaddress\ntry:\n    ipaddress.IPv4Network('10.0.0.0/0033')\n    r = None\nexcept ipaddress.NetmaskValueError as e:\n    r = str(e)\nr",
    "import ipaddress\nipaddress.ip_network('10.0.0.0/8').overlaps(ipaddress.ip_network('10.1.0.0/16'))",
]


@pytest.mark.parametrize("source", SNIPPETS)
def test_matches_cpython(source: str) -> None:
    same(source)


@settings(max_examples=40, deadline=None)
@given(st.integers(-(10**6), 10**6), st.integers(1, 10**6), st.integers(-(10**6), 10**6), st.integers(1, 10**6))
def test_fraction_arithmetic_matches_cpython(a: int, b: int, c: int, d: int) -> None:
    src = (
        f"from fractions import Fraction\nx = Fraction({a}, {b})\ny = Fraction({c}, {d})\n"
        "[str(x + y), str(x * y), str(x - y), x < y, str(x ** 3), round(x, 2) == round(x, 2)]"
    )
    x, y = fractions.Fraction(a, b), fractions.Fraction(c, d)
    assert guest(src)[0] == [str(x + y), str(x * y), str(x - y), x < y, str(x**3), True]


@pytest.mark.parametrize(
    "bomb",
    [
        "Fraction('1e999999999')",
        "Fraction('1e-999999999')",
        "Fraction('1e' + '9' * 30)",
        "round(Fraction(1, 3), 10**9)",
        "Fraction(2, 3) ** 10**9",
        "2 ** Fraction(10**9)",
        "pow(Fraction(3, 7), 10**9)",
    ],
)
def test_fraction_powers_of_ten_are_estimated_first(bomb: str) -> None:
    with pytest.raises(stockade.LimitExceeded) as info:
        guest(f"from fractions import Fraction\n{bomb}", memory=20_000_000)
    assert info.value.limit in ("memory", "fuel")


def test_fraction_format_precision_is_estimated_first() -> None:
    if not hasattr(fractions.Fraction, "__format__") or "__format__" not in fractions.Fraction.__dict__:
        pytest.skip("Fraction.__format__ is 3.12+")
    with pytest.raises(stockade.LimitExceeded):
        guest("from fractions import Fraction\nf'{Fraction(1, 3):.999999999f}'", memory=20_000_000)
    assert guest("from fractions import Fraction\nf'{Fraction(1, 3):.5f}'")[0] == "0.33333"
    assert format(fractions.Fraction(1, 3), ".3f") == "0.333"  # the host's own call is untouched


def test_calendar_never_touches_the_process_calendar() -> None:
    before = calendar.firstweekday()
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile("from calendar import setfirstweekday\n")
    assert "TextCalendar" in info.value.diagnostics[0].message
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile("import calendar\ncalendar.setfirstweekday(6)")
    assert "TextCalendar" in info.value.diagnostics[0].message
    assert calendar.firstweekday() == before
    calendar.setfirstweekday(6)
    try:
        assert guest("import calendar\ncalendar.month(2024, 1)")[0] == calendar.TextCalendar(0).formatmonth(2024, 1)
    finally:
        calendar.setfirstweekday(before)


def test_calendar_locale_variants_are_refused() -> None:
    with pytest.raises(stockade.CompileError):
        stockade.compile("import calendar\ncalendar.LocaleTextCalendar()\n")


@pytest.mark.parametrize(
    "loop",
    [
        "max(ipaddress.ip_network('10.0.0.0/8').hosts())",
        "max(ipaddress.ip_network('2001:db8::/64').hosts())",
        "max(ipaddress.ip_network('10.0.0.0/8').subnets(new_prefix=32))",
        "max(ipaddress.ip_network('::/0'))",
    ],
)
def test_network_iteration_is_metered(loop: str) -> None:
    with pytest.raises(stockade.LimitExceeded) as info:
        guest(f"import ipaddress\n{loop}", fuel=100_000)
    assert info.value.limit == "fuel"


def test_netmask_cache_keys_stay_normalised() -> None:
    import ipaddress

    cache = ipaddress.IPv4Network._netmask_cache  # type: ignore[attr-defined]
    cache.clear()
    guest("import ipaddress\nlen([ipaddress.ip_network('10.0.0.0/' + '0' * n + '8') for n in range(1, 50)])")
    assert not any(type(k) is str and k.startswith("0") and len(k) > 1 for k in cache)


def test_stand_in_classes_lead_nowhere() -> None:
    for attr in ("from_float.real", "numerator.start"):
        e = guest_error(f"from fractions import Fraction\nFraction.{attr}")
        assert e.type_name == "AttributeError"
    assert guest("from fractions import Fraction\nrepr(Fraction)")[0] == "<class 'fractions.Fraction'>"
