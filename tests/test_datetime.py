"""datetime in guest code: CPython's answers, and no reader of the host's clock or zone."""

from __future__ import annotations

import pytest

import stockade

SNIPPETS = [
    "import datetime\nd = datetime.datetime.strptime('2024-01-02 10:30', '%Y-%m-%d %H:%M')\n(d.isoformat(), d.year, d.hour)",
    "import datetime\n(datetime.date(2024, 2, 28) + datetime.timedelta(days=2)).isoformat()",
    "import datetime\nstr(datetime.timedelta(hours=25, minutes=3))",
    "import datetime\ndatetime.datetime(2024, 1, 1, tzinfo=datetime.timezone.utc).timestamp()",
    "import datetime\ndatetime.date(2024, 3, 1).strftime('%A %d %B %Y')",
    "import datetime\nd = datetime.date.fromisoformat('2024-12-30')\n(d.isocalendar().week, d.isocalendar().year, d.weekday())",
    "import datetime\ntz = datetime.timezone(datetime.timedelta(hours=5, minutes=30))\n"
    "datetime.datetime(2024, 1, 1, 12, tzinfo=datetime.timezone.utc).astimezone(tz).isoformat()",
    "import datetime\n(datetime.datetime(2024, 1, 1) - datetime.datetime(2023, 1, 1)).total_seconds()",
    "import datetime\nsorted([datetime.date(2024, 1, 3), datetime.date(2023, 5, 1)])[0].isoformat()",
    "from datetime import datetime, timedelta\n[(datetime(2024, 1, 31) + timedelta(days=i)).strftime('%m-%d') for i in range(3)]",
    "import datetime\nt = datetime.datetime(2024, 3, 5, 10, 30).timetuple()\n"
    "(t.tm_year, t.tm_mon, t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec, t.tm_yday, t.tm_wday, t.tm_isdst, t.tm_zone,"
    " t.tm_gmtoff, tuple(t), t[7], t.count(2024), t.index(3), str(t), datetime.date(2024, 12, 31).timetuple().tm_yday)",
]


@pytest.mark.parametrize("source", SNIPPETS)
def test_datetime_matches_cpython(source: str) -> None:
    ns: dict[str, object] = {}
    *body, last = source.split("\n")
    exec("\n".join(body) + f"\n__r = {last}", ns)
    assert stockade.eval(source) == ns["__r"]


@pytest.mark.parametrize(
    "reader",
    [
        "datetime.datetime.utcnow()",
    ],
)
def test_clock_readers_are_refused_at_compile_time(reader: str) -> None:
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile(f"import datetime\nx = {reader}\n")
    assert [d.code for d in info.value.diagnostics] == ["STK-V003"]


@pytest.mark.parametrize(
    "call",
    [
        "datetime.datetime(2020, 1, 1).timestamp()",
        "datetime.datetime(2020, 1, 1).astimezone()",
        "datetime.datetime.astimezone(datetime.datetime(2020, 1, 1))",
    ],
)
def test_local_zone_readers_are_refused_at_run_time(call: str) -> None:
    with pytest.raises(stockade.GuestError) as info:
        stockade.eval(f"import datetime\n{call}")
    assert info.value.type_name == "TypeError"


def test_the_time_module_never_reaches_the_guest() -> None:
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile("import time\n")
    assert info.value.diagnostics[0].code == "STK-V004"


FROM_TIMESTAMP = [
    "repr(datetime.datetime.fromtimestamp(1700000000, datetime.timezone.utc))",
    "repr(datetime.datetime.fromtimestamp(1700000000.5, tz=datetime.timezone(datetime.timedelta(hours=-3))))",
    "repr(datetime.datetime.fromtimestamp(-1.0000005, datetime.timezone.utc))",
    "repr(datetime.datetime(2020, 1, 1).fromtimestamp(0, datetime.timezone.utc))",
    "repr(datetime.datetime.utcfromtimestamp(1700000000.123456))",
    "repr(datetime.datetime.utcfromtimestamp(0))",
    "datetime.datetime.fromtimestamp(1e20, datetime.timezone.utc)",
    "datetime.datetime.fromtimestamp(float('nan'), datetime.timezone.utc)",
    "datetime.datetime.fromtimestamp('x', datetime.timezone.utc)",
    "datetime.datetime.fromtimestamp(0, 5)",
    "datetime.datetime.utcfromtimestamp(1e20)",
    "datetime.datetime.utcfromtimestamp('x')",
    "d = datetime.datetime(2024, 5, 6, 7, 8, 9, 10, tzinfo=datetime.timezone.utc)\n"
    "datetime.datetime.fromtimestamp(d.timestamp(), datetime.timezone.utc) == d",
    "datetime.datetime.fromtimestamp(86400 * 365.25 * 30, datetime.timezone.utc).date().isoformat()",
]


@pytest.mark.parametrize("expr", FROM_TIMESTAMP)
def test_fromtimestamp_with_a_zone_matches_cpython(expr: str) -> None:
    from stdlib_diff import cpython_outcome, guest_outcome

    source = "import datetime\n" + expr
    assert guest_outcome(source) == cpython_outcome(source)


@pytest.mark.parametrize(
    "call",
    ["datetime.datetime.fromtimestamp(0)", "datetime.datetime.fromtimestamp(0, tz=None)", "datetime.date.fromtimestamp(0)"],
)
def test_local_fromtimestamp_needs_the_grant(call: str) -> None:
    with pytest.raises(stockade.GuestError) as info:
        stockade.eval(f"import datetime\n{call}")
    assert info.value.type_name == "BindingError"
    assert "STK-B004" in info.value.message and "timezone.utc" in info.value.message
    granted = stockade.run(stockade.compile(f"import datetime\nrepr({call})", nondeterminism=True))
    assert granted.value == repr(eval(call, {"datetime": __import__("datetime")}))
