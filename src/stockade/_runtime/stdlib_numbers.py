"""Stdlib tables for numbers, dates and structures: cmath, fractions, calendar, graphlib,
ipaddress.

Invariant: no member reads the host's clock or locale or changes process-wide state, and
every big-integer computation a guest can size is estimated before it runs:
- fractions: ``Fraction('1e999999999')``, ``round(f, 10**9)`` and (3.12+)
  ``format(f, '.999999999f')`` compute ``10**n`` in host Python; the stand-in constructor
  and the checks below refuse or charge ``n`` first (``f ** n`` goes through the ``**``
  guard, see guards.pow_).
- calendar: the module-level functions use Stockade's own calendar (Monday first) and
  English names, never the process-wide ``calendar.c`` or the locale; ``pr*`` print to
  the run's stdout; ``setfirstweekday`` is refused.
- ipaddress: network prefixes are normalised before CPython's process-wide netmask cache
  sees them (it keys on the prefix string, so ``'/0024'``, ``'/00024'``... would each
  stay in it forever); generators of addresses and subnets tick per item.
"""

from __future__ import annotations

import calendar as _calendar
import cmath as _cmath
import datetime as _dt
import fractions as _fractions
import graphlib as _graphlib
import ipaddress as _ipaddress
import re as _re
import statistics as _statistics
from collections.abc import Callable, Iterator
from typing import Any

from . import context, cost
from .standin import stand_in


def _named(fn: Callable[..., Any], name: str) -> Callable[..., Any]:
    fn.__name__ = fn.__qualname__ = name
    return fn


# ---------------------------------------------------------------- cmath ------------

_CMATH = (
    "acos acosh asin asinh atan atanh cos cosh exp isclose isfinite isinf isnan log log10 phase "
    "polar rect sin sinh sqrt tan tanh e inf infj nan nanj pi tau"
)
CMATH: dict[str, Any] = {n: getattr(_cmath, n) for n in _CMATH.split()}

# ---------------------------------------------------------------- fractions --------

_EXPONENT = _re.compile(r"[eE]\s*([-+]?[0-9_]+)\s*$")
_DECIMAL_BITS = 4  # bits per decimal digit, rounded up


def _check_power_of_ten(n: Any) -> None:
    """Refuse or charge ``10**n`` before host Python computes it."""
    if type(n) is int and abs(n) > 64:
        cost.check_bigint(abs(n) * _DECIMAL_BITS)


def _make_fraction(*args: Any, **kwargs: Any) -> _fractions.Fraction:
    for a in (*args, *kwargs.values()):
        if type(a) is str:
            m = _EXPONENT.search(a)
            if m is not None:
                digits = m.group(1).replace("_", "").lstrip("+-")
                if len(digits) > 18:
                    cost.check_bigint(1 << 62)  # past any memory limit
                _check_power_of_ten(int(digits or "0"))
    return _fractions.Fraction(*args, **kwargs)


Fraction = stand_in(_fractions.Fraction, _make_fraction)

_PRECISION = _re.compile(r"\.(\d+)")


def _install_fraction_checks() -> None:
    """Fraction's rounding and formatting compute 10**ndigits in host Python: checked
    here while a guest runs (outside a run they are CPython's own, untouched)."""
    cls = _fractions.Fraction
    real_round = cls.__round__

    def __round__(self: Any, ndigits: Any = None) -> Any:
        if context.active() is not None:
            _check_power_of_ten(ndigits)
        return real_round(self, ndigits)

    cls.__round__ = __round__  # type: ignore[method-assign]
    real_format = cls.__dict__.get("__format__")
    if real_format is not None:  # 3.12+

        def __format__(self: Any, format_spec: Any, /) -> Any:
            if context.active() is not None and type(format_spec) is str:
                m = _PRECISION.search(format_spec)
                if m is not None:
                    if len(m.group(1)) > 18:
                        cost.check_bigint(1 << 62)
                    _check_power_of_ten(int(m.group(1)))
            return real_format(self, format_spec)

        cls.__format__ = __format__  # type: ignore[method-assign]


_install_fraction_checks()

FRACTIONS: dict[str, Any] = {"Fraction": Fraction}

# ---------------------------------------------------------------- calendar ---------
# English names, fixed: CPython's month_name/day_name follow the process's LC_TIME.

_MONTHS = [_dt.date(2001, i, 1).strftime("%B") if i else "" for i in range(13)]
_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


class _Names:
    """An immutable sequence of names, like calendar's (slices give lists, as there)."""

    __slots__ = ("_items",)

    def __init__(self, items: list[str]) -> None:
        self._items = tuple(items)

    def __getitem__(self, i: Any) -> Any:
        if isinstance(i, slice):
            return list(self._items[i])
        return self._items[i]

    def __len__(self) -> int:
        return len(self._items)


_GUEST_CAL = _calendar.TextCalendar(0)


def _cal_fn(method: str, name: str) -> Callable[..., Any]:
    real = getattr(_GUEST_CAL, method)

    def fn(*args: Any, **kwargs: Any) -> Any:
        return real(*args, **kwargs)

    return _named(fn, name)


def _print_to_run(text: str) -> None:
    """CPython's ``print(text, end='')``: to what the guest's sys.stdout is now."""
    from .builtins import GUEST_BUILTINS

    GUEST_BUILTINS["print"](text, end="")


def _prmonth(theyear: Any, themonth: Any, w: Any = 0, l: Any = 0) -> None:  # noqa: E741
    _print_to_run(_GUEST_CAL.formatmonth(theyear, themonth, w, l))


def _prcal(theyear: Any, w: Any = 0, l: Any = 0, c: Any = 6, m: Any = 3) -> None:  # noqa: E741
    _print_to_run(_GUEST_CAL.formatyear(theyear, w, l, c, m))


def _prweek(theweek: Any, width: Any) -> None:
    _print_to_run(_GUEST_CAL.formatweek(theweek, width))


def _firstweekday() -> int:
    return 0


def text_calendar_print(name: str) -> Callable[[Any], Callable[..., None]]:
    """Guard replacement for TextCalendar.prmonth/pryear/prweek: print to the run."""

    def bind(cal: Any) -> Callable[..., None]:
        fmt = {"prmonth": cal.formatmonth, "pryear": cal.formatyear, "prweek": cal.formatweek}[name]

        def pr(*args: Any, **kwargs: Any) -> None:
            text = fmt(*args, **kwargs)
            _print_to_run(text)  # CPython: print(text, end="") for all three

        return _named(pr, name)

    return bind


def calendar_iterator(name: str) -> Callable[[Any], Callable[..., Any]]:
    """Guard replacement for Calendar's generator methods: the generator ticks per item."""

    def bind(cal: Any) -> Callable[..., Any]:
        method = getattr(cal, name)

        def fn(*args: Any, **kwargs: Any) -> Any:
            return context.current().meter.wrap(method(*args, **kwargs))

        return _named(fn, name)

    return bind


CALENDAR: dict[str, Any] = {
    n: getattr(_calendar, n)
    for n in (
        "isleap leapdays monthrange weekday Calendar TextCalendar IllegalMonthError IllegalWeekdayError "
        "MONDAY TUESDAY WEDNESDAY THURSDAY FRIDAY SATURDAY SUNDAY timegm"
    ).split()
}
CALENDAR.update(
    {
        n: getattr(_calendar, n)
        for n in "JANUARY FEBRUARY MARCH APRIL MAY JUNE JULY AUGUST SEPTEMBER OCTOBER NOVEMBER DECEMBER".split()
        if hasattr(_calendar, n)
    }
)
CALENDAR.update(
    {
        "month_name": _Names(_MONTHS),
        "month_abbr": _Names([m[:3] for m in _MONTHS]),
        "day_name": _Names(_DAYS),
        "day_abbr": _Names([d[:3] for d in _DAYS]),
        "monthcalendar": _cal_fn("monthdayscalendar", "monthcalendar"),
        "month": _cal_fn("formatmonth", "month"),
        "calendar": _cal_fn("formatyear", "calendar"),
        "week": _cal_fn("formatweek", "week"),
        "weekheader": _cal_fn("formatweekheader", "weekheader"),
        "prmonth": _named(_prmonth, "prmonth"),
        "prcal": _named(_prcal, "prcal"),
        "prweek": _named(_prweek, "prweek"),
        "firstweekday": _named(_firstweekday, "firstweekday"),
    }
)

# ---------------------------------------------------------------- graphlib ---------

_GRAPH_EDGE = 20  # TopologicalSorter.add in host Python: about a microsecond per edge


def _make_sorter(graph: Any = None) -> _graphlib.TopologicalSorter[Any]:
    """The constructor loops in host Python over every predecessor of every node (one
    list may be shared by many nodes): charged per edge first."""
    if isinstance(graph, dict):
        meter = context.current().meter
        meter.charge(len(graph) * _GRAPH_EDGE)
        for preds in graph.values():
            if type(preds) in cost.SIZED:
                meter.charge(len(preds) * _GRAPH_EDGE)
    return _graphlib.TopologicalSorter(graph)


GRAPHLIB: dict[str, Any] = {
    "TopologicalSorter": stand_in(_graphlib.TopologicalSorter, _make_sorter),
    "CycleError": _graphlib.CycleError,
}

# ---------------------------------------------------------------- ipaddress --------


def _normal_prefix(mask: Any) -> Any:
    """'0024' -> '24': the same network, one cache key (see the module docstring)."""
    if type(mask) is str and len(mask) > 1 and mask.startswith("0") and mask.isascii() and mask.isdigit():
        stripped = mask.lstrip("0") or "0"
        if len(stripped) <= 3 and int(stripped) <= 128:
            return stripped
    return mask


def _normal_network_arg(address: Any) -> Any:
    if type(address) is str and address.count("/") == 1:
        addr, _, mask = address.partition("/")
        norm = _normal_prefix(mask)
        return address if norm is mask else f"{addr}/{norm}"
    if type(address) is tuple and len(address) == 2:
        norm = _normal_prefix(address[1])
        return address if norm is address[1] else (address[0], norm)
    return address


def _network_maker(real: Callable[..., Any]) -> Callable[..., Any]:
    def make(address: Any, *args: Any, **kwargs: Any) -> Any:
        norm = _normal_network_arg(address)
        if norm is address:
            return real(address, *args, **kwargs)
        try:
            return real(norm, *args, **kwargs)
        except ValueError:
            pass
        # CPython's own error, with the guest's own text in it (a failure caches nothing)
        return real(address, *args, **kwargs)

    return _named(make, real.__name__)


_IP_ITEM = 50  # building one address or network object in host Python: a few microseconds


def _charged(items: Any) -> Iterator[Any]:
    """A host generator handed to the guest, charged per item as it is pulled (host
    generators do not tick, and ``max(net.hosts())`` pulls them from C)."""
    meter = context.current().meter
    for item in items:
        meter.charge(_IP_ITEM)
        yield item


def _metered_gen(real: Callable[..., Any]) -> Callable[..., Any]:
    def fn(*args: Any, **kwargs: Any) -> Any:
        return _charged(real(*args, **kwargs))

    return _named(fn, real.__name__)


def _collapse(addresses: Any) -> Any:
    cost.charge_len(addresses)
    data = list(cost.metered(addresses))
    cost.charge_sort(len(data))
    return _charged(_ipaddress.collapse_addresses(data))


def ip_iterator(name: str) -> Callable[[Any], Callable[..., Any]]:
    """Guard replacement for hosts()/subnets()/address_exclude(): tick per item."""

    def bind(net: Any) -> Callable[..., Any]:
        method = getattr(net, name)

        def fn(*args: Any, **kwargs: Any) -> Any:
            return _charged(method(*args, **kwargs))

        return _named(fn, name)

    return bind


IPADDRESS: dict[str, Any] = {
    "ip_address": _ipaddress.ip_address,
    "ip_network": _network_maker(_ipaddress.ip_network),
    "ip_interface": _network_maker(_ipaddress.ip_interface),
    "IPv4Address": _ipaddress.IPv4Address,
    "IPv6Address": _ipaddress.IPv6Address,
    "IPv4Network": stand_in(_ipaddress.IPv4Network, _network_maker(_ipaddress.IPv4Network)),
    "IPv6Network": stand_in(_ipaddress.IPv6Network, _network_maker(_ipaddress.IPv6Network)),
    "IPv4Interface": stand_in(_ipaddress.IPv4Interface, _network_maker(_ipaddress.IPv4Interface)),
    "IPv6Interface": stand_in(_ipaddress.IPv6Interface, _network_maker(_ipaddress.IPv6Interface)),
    "AddressValueError": _ipaddress.AddressValueError,
    "NetmaskValueError": _ipaddress.NetmaskValueError,
    "summarize_address_range": _metered_gen(_ipaddress.summarize_address_range),
    "collapse_addresses": _named(_collapse, "collapse_addresses"),
    "v4_int_to_packed": _ipaddress.v4_int_to_packed,
    "v6_int_to_packed": _ipaddress.v6_int_to_packed,
    "IPV4LENGTH": _ipaddress.IPV4LENGTH,
    "IPV6LENGTH": _ipaddress.IPV6LENGTH,
}

# ---------------------------------------------------------------- statistics.NormalDist

# CPython's own pure-Python class: constant work per method and operator, except
# from_samples (per item, as the statistics functions are charged), quantiles (n - 1
# inverse CDFs) and samples (n draws; only from a seeded generator of its own: without a
# seed CPython draws from the process-wide random module).
NormalDist = _statistics.NormalDist
NORMAL_DIST_ATTRS = frozenset(
    "cdf from_samples inv_cdf mean median mode overlap pdf quantiles samples stdev variance zscore".split()
)
_NORMAL_DIST_FUEL = 16  # exact-fraction arithmetic per sample item, in host Python
_NORMAL_DIST_STEP = 8  # one inverse CDF (or one draw), in host Python


def _from_samples(data: Any) -> Any:
    from . import containers
    from .ranges import BigRange

    if type(data) in cost.SIZED or type(data) in containers.OWN or type(data) is BigRange:
        cost.charge_len(data)
        context.current().meter.charge((_NORMAL_DIST_FUEL - 1) * len(data))
    return NormalDist.from_samples(data if type(data) is list else containers.feed(data))


def _charge_steps(n: Any) -> None:
    if type(n) is int and n > 0:
        context.current().meter.charge(_NORMAL_DIST_STEP * n)


def normal_dist_method(name: str) -> Callable[[Any], Callable[..., Any]]:
    """The replacement for ``NormalDist.<name>`` read on an instance (quantiles,
    samples, from_samples): charged before CPython's method runs."""

    def bind(dist: Any) -> Callable[..., Any]:
        if name == "from_samples":
            return _named(_from_samples, "from_samples")
        method = getattr(dist, name)

        def quantiles(n: Any = 4) -> Any:
            _charge_steps(n)
            return method(n)

        def samples(n: Any, *, seed: Any = None) -> Any:
            if seed is None:
                raise TypeError(
                    "NormalDist.samples() needs a seed in Stockade (samples(n, seed=0)): "
                    "without one CPython draws from the process-wide random generator"
                )
            _charge_steps(n)
            return method(n, seed=seed)

        return _named(quantiles if name == "quantiles" else samples, name)

    return bind
