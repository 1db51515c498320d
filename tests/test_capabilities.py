"""Typed capabilities and code mode (issue 4): typed exports checked at the door, export
options, grants that only narrow, the nondeterminism grant, capabilities(), stubs that
match what the runtime enforces, describe(), accounting and the test kit."""

from __future__ import annotations

import dataclasses
import datetime
import re
from pathlib import Path
from typing import Literal, TypedDict

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import BaseModel, Field

import stockade
from stockade import testing

REPO = Path(__file__).resolve().parents[1]


@dataclasses.dataclass
class Line:
    sku: str
    qty: int = 1


class Receipt(TypedDict):
    order: str
    lines: list[Line]


class Shop(stockade.Binding):
    """A shop the guest may query."""

    def __init__(self) -> None:
        self.ran: list[str] = []
        self._secret = "sk-live-123"

    @stockade.export
    def price(self, sku: str, *, currency: Literal["EUR", "USD"] = "EUR") -> float:
        """Price of one item."""
        self.ran.append("price")
        return 2

    @stockade.export(pinned={"database": "crm"}, max_calls=2)
    def query(self, sql: str, database: str = "main") -> list[dict[str, int]]:
        """Run a query."""
        self.ran.append(f"query:{database}")
        return [{"rows": len(sql)}]

    @stockade.export
    def order(self, lines: list[Line], note: str | None = None) -> Receipt:
        self.ran.append("order")
        assert all(isinstance(line, Line) for line in lines)  # the host gets its own types
        return Receipt(order="o-1", lines=lines)

    @stockade.export
    def broken(self) -> int:
        return "not an int"  # type: ignore[return-value]

    @stockade.export
    def fail(self) -> None:
        raise ConnectionError(f"db down, token {self._secret}")

    @stockade.export(nondeterministic=True)
    def roll(self) -> int:
        return 4

    @stockade.export(max_arg_bytes=100, max_result_bytes=100)
    def echo(self, text: str) -> str:
        return text * 10


def run(source: str, *args: object, shop: Shop | None = None, **options: object) -> stockade.Result:
    program = stockade.compile(source, bindings={"shop": Shop}, **options)  # type: ignore[arg-type]
    return stockade.run(program, "main" if args else None, list(args), bindings={"shop": shop or Shop()})


def guest_error(source: str, *args: object, shop: Shop | None = None, **options: object) -> stockade.GuestError:
    with pytest.raises(stockade.GuestError) as info:
        run(source, *args, shop=shop, **options)
    return info.value


def codes(source: str, **options: object) -> list[str]:
    try:
        stockade.compile(source, bindings={"shop": Shop}, **options)  # type: ignore[arg-type]
    except stockade.CompileError as e:
        return [d.code for d in e.diagnostics]
    return []


# -- typed arguments and results ---------------------------------------------------------


def test_typed_call_converts_records_both_ways() -> None:
    shop = Shop()
    value = run(
        "def main(n):\n    return shop.order([{'sku': 'a'}, {'sku': 'b', 'qty': n}])\n", 3, shop=shop
    ).value
    assert value == {"order": "o-1", "lines": [{"sku": "a", "qty": 1}, {"sku": "b", "qty": 3}]}
    assert shop.ran == ["order"]


def test_int_for_float_is_widened_like_python() -> None:
    assert run("shop.price('a')\n").value == 2.0 and type(run("shop.price('a')\n").value) is float


@pytest.mark.parametrize(
    ("call", "arg", "path"),
    [
        ("shop.price(x)", True, "sku"),
        ("shop.price('a', currency=x)", "GBP", "currency"),
        ("shop.order([{'sku': 'a', 'qty': x}])", "2", "lines[0]['qty']"),
        ("shop.order([x])", {"qty": 1}, "lines[0]['sku']"),
        ("shop.order([], note=x)", 1, "note"),
    ],
)
def test_wrong_types_are_refused_before_the_host_runs(call: str, arg: object, path: str) -> None:
    shop = Shop()
    err = guest_error(f"def main(x):\n    return {call}\n", arg, shop=shop)
    assert shop.ran == []
    assert err.type_name == "BindingError" and err.message.startswith("STK-B001 shop.")
    host = err.host_exception
    assert isinstance(host, stockade.BindingError)
    assert (host.code, host.path) == ("STK-B001", path)
    assert host.export in ("shop.price", "shop.order")


def test_no_coercion_at_the_door() -> None:
    shop = Shop()
    for bad in ("1", 1.5, True, None, [1]):
        err = guest_error("def main(x):\n    return shop.order([{'sku': 'a', 'qty': x}])\n", bad, shop=shop)
        assert err.host_exception.code == "STK-B001"  # type: ignore[union-attr]
    assert shop.ran == []


@settings(max_examples=40, deadline=None)
@given(st.one_of(st.integers(), st.text(max_size=5), st.booleans(), st.none(), st.floats(allow_nan=False)))
def test_only_str_reaches_a_str_parameter(value: object) -> None:
    shop = Shop()
    program = stockade.compile("def main(x):\n    return shop.price(x)\n", bindings={"shop": Shop})
    try:
        stockade.run(program, "main", [value], bindings={"shop": shop})
    except stockade.GuestError as e:
        assert type(value) is not str and e.host_exception.code == "STK-B001"  # type: ignore[union-attr]
        assert shop.ran == []
    else:
        assert type(value) is str and shop.ran == ["price"]


def test_result_mismatch_is_the_hosts_error_and_sanitized() -> None:
    err = guest_error("shop.broken()\n")
    assert err.message == "STK-B002 shop.broken failed: the host's result was refused at the door"
    assert err.host_exception.code == "STK-B002" and err.host_exception.path == "result"  # type: ignore[union-attr]


def test_host_exceptions_are_sanitized_and_kept_for_the_host() -> None:
    shop = Shop()
    result = run("try:\n    shop.fail()\n    r = 'no'\nexcept BindingError as e:\n    r = str(e)\nr\n", shop=shop)
    assert result.value == "shop.fail failed"
    assert "sk-live" not in repr(result) and "sk-live" not in repr(shop)
    assert isinstance(result.host_exceptions[0], ConnectionError)
    assert "sk-live-123" in str(result.host_exceptions[0])
    assert result.binding_calls[0].outcome == "error"


# -- compile-time checks ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("shop.price(3)\n", ["STK-V014"]),
        ("shop.price('a', currency='GBP')\n", ["STK-V014"]),
        ("shop.order([{'sku': 1}])\n", ["STK-V014"]),
        ("shop.query('select 1', database='hr')\n", ["STK-V015"]),
        ("shop.query('select 1', 'hr')\n", ["STK-V015"]),
        ("shop.price()\n", ["STK-V007"]),
        ("shop.price('a', colour='red')\n", ["STK-V007"]),
        ("shop.delete('a')\n", ["STK-V006"]),
        ("shop.roll()\n", ["STK-V016"]),
        ("shop.query('select 1', database='crm')\nshop.price('a', currency='USD')\n", []),
    ],
)
def test_static_checks(source: str, expected: list[str]) -> None:
    assert codes(source) == expected


def test_static_diagnostics_point_at_the_argument() -> None:
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile("x = 1\ny = shop.query('s', database='hr')\n", bindings={"shop": Shop})
    d = info.value.diagnostics[0]
    assert (d.line, d.col, d.code) == (2, 29, "STK-V015")


# -- the bar: a model-style program is stopped before the host runs ------------------------


MODEL_PROGRAM = """
def main(resource):
    rows = shop.query("select * from users", database=resource)
    return rows
"""


def test_pinned_export_with_another_resource_is_stopped() -> None:
    shop = Shop()
    err = guest_error(MODEL_PROGRAM, "hr", shop=shop)
    assert shop.ran == []
    assert "STK-B003" in err.message and "'database'" in err.message and "'crm'" in err.message
    assert run(MODEL_PROGRAM, "crm", shop=shop).value == [{"rows": 19}]
    assert shop.ran == ["query:crm"]


def test_pinned_default_is_the_pinned_value_not_the_hosts() -> None:
    shop = Shop()
    run("shop.query('x')\n", shop=shop)
    assert shop.ran == ["query:crm"]


def test_ungranted_export_is_stopped_at_compile_time() -> None:
    narrowed = stockade.grant(Shop, exports=["price"])
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile("shop.query('select 1')\n", bindings={"shop": narrowed})
    assert [d.code for d in info.value.diagnostics] == ["STK-V006"]
    assert "exports: price" in info.value.diagnostics[0].message


# -- options -----------------------------------------------------------------------------------


def test_call_cap_per_run() -> None:
    shop = Shop()
    err = guest_error("for i in range(3):\n    shop.query('x')\n", shop=shop)
    assert err.host_exception.code == "STK-B005"  # type: ignore[union-attr]
    assert shop.ran == ["query:crm", "query:crm"]


def test_argument_and_result_size_limits() -> None:
    assert guest_error("shop.echo('x' * 200)\n").host_exception.code == "STK-B006"  # type: ignore[union-attr]
    assert guest_error("shop.echo('x' * 20)\n").host_exception.code == "STK-B007"  # type: ignore[union-attr]
    assert run("shop.echo('x')\n").value == "x" * 10


# -- nondeterminism ----------------------------------------------------------------------------


def test_nondeterministic_export_needs_the_grant() -> None:
    assert run("shop.roll()\n", nondeterminism=True).value == 4


@pytest.mark.parametrize(
    "source",
    [
        "import datetime\ndatetime.datetime.now()\n",
        "import datetime\ndatetime.date.today()\n",
        "import datetime\ndatetime.datetime.today()\n",
        "import datetime\ndatetime.datetime(2020, 1, 1).now()\n",
        "import random\nrandom.seed()\n",
    ],
)
def test_clock_and_entropy_are_refused_without_the_grant(source: str) -> None:
    with pytest.raises(stockade.GuestError) as info:
        stockade.run(stockade.compile(source))
    assert info.value.type_name == "BindingError" and info.value.message.startswith("STK-B004")


@pytest.mark.parametrize("source", ["import uuid\nuuid.uuid4()\n", "from uuid import uuid4\nuuid4()\n"])
def test_uuid4_needs_the_grant_at_compile_time(source: str) -> None:
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile(source)
    assert [d.code for d in info.value.diagnostics] in (["STK-V003"], ["STK-V004"])
    assert "nondeterminism=True" in info.value.diagnostics[0].message
    assert "uuid4" not in stockade.compile("").capabilities()["modules"]["uuid"]
    granted = stockade.compile(source.replace("\n", "\n_u = ", 1) + "(str(_u), _u.version)\n", nondeterminism=True)
    assert "uuid4" in granted.capabilities()["modules"]["uuid"]
    first, second = stockade.run(granted).value, stockade.run(granted).value
    assert first[1] == 4 and first[0] != second[0]


def test_time_module_needs_the_grant() -> None:
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile("import time\n")
    assert [d.code for d in info.value.diagnostics] == ["STK-V004"]
    assert "nondeterminism" in info.value.diagnostics[0].message


def test_granted_clock_entropy_are_real_and_recorded() -> None:
    source = (
        "import time, datetime, random\n"
        "t = time.time()\n"
        "now = datetime.datetime.now(datetime.timezone.utc)\n"
        "[t, now.year, time.monotonic() <= time.monotonic(), random.random()]\n"
    )
    program = stockade.compile(source, nondeterminism=True)
    t, year, ordered, r1 = stockade.run(program).value
    assert abs(t - datetime.datetime.now().timestamp()) < 60 and year >= 2024 and ordered
    r2 = stockade.run(program).value[3]
    assert r1 != r2  # unseeded
    unseeded = stockade.compile("import random\nrandom.random()\n")
    assert stockade.run(unseeded).value == stockade.run(unseeded).value  # deterministic without the grant


def test_every_nondeterministic_value_passes_one_hook() -> None:
    from stockade._runtime import state

    seen: list[tuple[str, object]] = []
    original = state.RunState.nondeterministic

    def spy(self: state.RunState, what: str, make: object) -> object:
        value = original(self, what, make)  # type: ignore[arg-type]
        seen.append((what, value))
        assert self.nondeterministic_log[-1] == (what, value)
        return value

    state.RunState.nondeterministic = spy  # type: ignore[method-assign,assignment]
    try:
        source = (
            "import time, datetime, random, uuid\ntime.time()\ndatetime.date.today()\nrandom.random()\nrandom.seed()\n"
            "str(uuid.uuid4())\n"
        )
        stockade.run(stockade.compile(source, nondeterminism=True))
    finally:
        state.RunState.nondeterministic = original  # type: ignore[method-assign]
    assert [w for w, _ in seen] == ["time.time", "date.today", "random.seed", "random.seed", "uuid.uuid4"]


# -- capabilities() --------------------------------------------------------------------------


def test_guest_lists_its_authority() -> None:
    narrowed = stockade.grant(Shop, exports=["price", "query"], max_calls={"price": 5})
    program = stockade.compile("capabilities()\n", bindings={"shop": narrowed})
    caps = stockade.run(program, bindings={"shop": Shop()}, limits=stockade.Limits(fuel=123_456)).value
    assert sorted(caps["bindings"]["shop"]) == ["price", "query"]
    assert caps["bindings"]["shop"]["query"]["pinned"] == {"database": "crm"}
    assert caps["bindings"]["shop"]["price"]["max_calls"] == 5
    assert caps["bindings"]["shop"]["price"]["signature"] == "(sku: str, *, currency: Literal['EUR', 'USD'] = 'EUR') -> float"
    assert caps["limits"]["fuel"] == 123_456 and caps["nondeterminism"] is False
    assert "math" in caps["modules"] and "time" not in caps["modules"]
    assert caps == program.capabilities(stockade.Limits(fuel=123_456))
    assert "sk-live" not in repr(caps)


# -- attenuation ---------------------------------------------------------------------------------


def test_narrowing_composes_and_never_widens() -> None:
    wide = stockade.grant(Shop)
    narrow = wide.narrow(exports=["price", "query", "echo"], max_calls=10, max_arg_bytes={"echo": 50})
    narrower = narrow.narrow(exports=["query", "echo"], max_calls={"query": 1}, max_arg_bytes=1000)
    q = narrower.exports["query"].options
    assert (q.max_calls, dict(q.pinned)) == (1, {"database": "crm"})  # the class's cap (2) and the grants' (10, 1)
    assert narrower.exports["echo"].options.max_arg_bytes == 50  # 100 (class), 50, then 1000 does not widen
    assert narrower.exports["echo"].options.max_calls == 10
    with pytest.raises(stockade.UsageError):
        narrower.narrow(exports=["price"])  # not granted any more
    with pytest.raises(stockade.UsageError):
        narrower.narrow(pinned={"query": {"database": "hr"}})  # contradicts the pin
    pinned = stockade.grant(Shop, exports=["price"], pinned={"price": {"currency": "USD"}})
    assert codes_for(pinned, "shop.price('a', currency='EUR')\n") == ["STK-V015"]
    assert codes_for(pinned, "shop.price('a')\n") == []


def codes_for(binding: object, source: str) -> list[str]:
    try:
        stockade.compile(source, bindings={"shop": binding})
    except stockade.CompileError as e:
        return [d.code for d in e.diagnostics]
    return []


def test_unsupported_types_are_refused_when_declared() -> None:
    class Bad(stockade.Binding):
        @stockade.export
        def when(self, at: datetime.datetime) -> str:
            return ""

    with pytest.raises(stockade.UsageError, match="cannot cross the sandbox boundary"):
        stockade.compile("", bindings={"bad": Bad})


# -- accounting --------------------------------------------------------------------------------


def test_binding_calls_are_accounted() -> None:
    result = run("def main(n):\n    shop.price('abc')\n    try:\n        shop.price(n)\n    except BindingError:\n        pass\n", 1)
    ok, refused = result.binding_calls
    assert (ok.name, ok.outcome, ok.code, ok.arg_bytes) == ("shop.price", "ok", "", 11)
    assert (refused.outcome, refused.code) == ("refused", "STK-B001")
    assert ok.duration >= 0


# -- stubs, describe, type check ---------------------------------------------------------------


def test_stubs_and_runtime_come_from_the_same_declarations(tmp_path: object) -> None:
    pytest.importorskip("mypy")
    stub = stockade.stubs(bindings={"shop": Shop})
    assert 'def price(self, sku: str, *, currency: Literal[\'EUR\', \'USD\'] = \'EUR\') -> float:' in stub
    assert "class Line(TypedDict):" in stub and "qty: NotRequired[int]" in stub
    assert '"""Price of one item."""' in stub
    good = "r = shop.order([{'sku': 'a', 'qty': 2}])\nprint(r['lines'][0]['sku'].upper())\nshop.query('x')\n"
    assert stockade.typecheck(good, bindings={"shop": Shop}) == []
    run(good)  # the runtime accepts what the type checker accepts
    for bad in ("shop.price(1)\n", "shop.order([{'sku': 'a', 'qty': '2'}])\n", "shop.query('x', database='hr')\n"):
        found = stockade.typecheck(bad, bindings={"shop": Shop})
        assert found and found[0].code == "STK-T001" and found[0].line == 1, (bad, found)
        # ... and the verifier / the door refuse the same call
        assert codes(bad) in (["STK-V014"], ["STK-V015"])


def test_compile_can_typecheck() -> None:
    pytest.importorskip("mypy")
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile("def main(x: int) -> str:\n    return x\n", typecheck=True)
    assert [(d.code, d.line) for d in info.value.diagnostics] == [("STK-T001", 2)]


def test_program_stubs_follow_the_grant() -> None:
    program = stockade.compile("", bindings={"shop": stockade.grant(Shop, exports=["query"])})
    stub = program.stubs()
    assert "def query(self, sql: str, database: Literal['crm'] = 'crm')" in stub and "def price" not in stub
    assert "# time:" not in stub
    assert "# time: " in stockade.compile("", nondeterminism=True).stubs()


def test_describe_is_generated_from_the_configuration() -> None:
    text = stockade.describe(bindings={"shop": stockade.grant(Shop, exports=["price"])}, limits=stockade.Limits(fuel=5000))
    assert "def price(self, sku: str" in text and "def query" not in text
    assert "5,000 fuel" in text and "no clock" in text and "- math" in text and "- time" not in text
    assert "no clock" not in stockade.describe(nondeterminism=True)


# -- the test kit ------------------------------------------------------------------------------


def test_testing_kit_fakes_and_asserts() -> None:
    box = testing.Sandbox(bindings={"catalog": {"price": lambda sku: 42}})
    box.assert_stdout("print(catalog.price('a'))\n", "42\n")
    box.assert_rejected("import socket\n", "STK-V004")
    box.assert_limit("while True:\n    pass\n", "fuel", limits=stockade.Limits(fuel=1000))
    box.assert_guest_error("1 / 0\n", "ZeroDivisionError")
    assert box.bindings["catalog"].calls == [("price", ("a",), {})]  # type: ignore[attr-defined]

    def typed(sku: str) -> int:
        return len(sku)

    typed_box = testing.Sandbox(bindings={"catalog": {"price": typed}})
    typed_box.assert_rejected("catalog.price(1)\n", "STK-V014")
    with pytest.raises(AssertionError):
        typed_box.assert_rejected("catalog.price('a')\n", "STK-V014")


def test_pytest_plugin_fixture(stockade_sandbox: testing.Sandbox) -> None:
    assert stockade_sandbox.run("1 + 1\n").value == 2


def test_error_codes_are_documented() -> None:
    text = (REPO / "docs" / "errors.md").read_text(encoding="utf-8")
    source = (Path(stockade.__file__).parent / "_bindings.py").read_text(encoding="utf-8")
    emitted = set(re.findall(r'"(STK-B\d{3})"', source))
    assert emitted and emitted == set(re.findall(r"^\| `(STK-B\d{3})` \|", text, re.M))


def test_errors_rendered_for_a_model() -> None:
    bad = "import socket\n"
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile(bad)
    text = stockade.format_error(info.value, bad, hints=True)
    assert "STK-V004" in text and "hint: import only the admitted modules" in text
    err = guest_error("def main(x):\n    return shop.price(x)\n", 1)
    text = stockade.format_error(err, hints=True)
    assert text.splitlines()[1] == '  File "main.py", line 2, in main'
    assert text.splitlines()[-2:] == [
        "hint: pass a value of the type the stubs declare (no conversion is done for you)",
        "code: STK-B001",
    ]
    assert "site-packages" not in text and "stockade/_" not in text
    with pytest.raises(stockade.LimitExceeded) as limit:
        stockade.run(stockade.compile("while True:\n    pass\n"), limits=stockade.Limits(fuel=100))
    assert "hint: the program did too much work" in stockade.format_error(limit.value, hints=True)
    from stockade import _format

    documented = set(re.findall(r"`(STK-[VBT]\d{3})`", (REPO / "docs" / "errors.md").read_text(encoding="utf-8")))
    assert set(k for k in _format.HINTS if k[4] in "VBT") <= documented


def test_stubs_type_check_strictly(tmp_path: Path) -> None:
    mypy_api = pytest.importorskip("mypy.api")
    stub = tmp_path / "guest.pyi"
    stub.write_text(stockade.stubs(bindings={"shop": Shop}, nondeterminism=True), encoding="utf-8")
    out, err, status = mypy_api.run(["--strict", "--no-incremental", "--cache-dir", str(tmp_path / "c"), str(stub)])
    assert status == 0, out + err


def test_pinning_a_leading_parameter_passes_everything_by_keyword() -> None:
    class DB(stockade.Binding):
        @stockade.export
        def query(self, database: str, sql: str, limit: int = 10) -> list[str]:
            return [database, sql, str(limit)]

    narrowed = stockade.grant(DB, pinned={"query": {"database": "crm"}})
    assert "def query(self, sql: str, limit: int = 10, *, database: Literal['crm'] = 'crm')" in stockade.stubs(
        bindings={"db": narrowed}
    )
    program = stockade.compile("db.query('select 1', 5)\n", bindings={"db": narrowed})
    assert stockade.run(program, bindings={"db": DB()}).value == ["crm", "select 1", "5"]
    with pytest.raises(stockade.UsageError, match="immutable"):
        stockade.grant(DB, pinned={"query": {"database": ["crm"]}})  # type: ignore[dict-item]


def test_a_child_program_gets_at_most_its_parents_authority() -> None:
    parent = stockade.compile("", bindings={"shop": stockade.grant(Shop, exports=["price", "query"], max_calls=5)})
    child = stockade.compile(
        "shop.query('x')\n", bindings={"shop": stockade.grant(Shop, exports=["query"], max_calls=1)}, within=parent
    )
    assert stockade.run(child, bindings={"shop": Shop()}).value == [{"rows": 1}]
    for wider in (
        {"shop": Shop},  # every export
        {"shop": stockade.grant(Shop, exports=["price"])},  # no call cap, the parent has 5
        {"shop": stockade.grant(Shop, exports=["price"], max_calls=9)},
        {"other": stockade.grant(Shop, exports=["price"], max_calls=1)},  # another name
    ):
        with pytest.raises(stockade.UsageError):
            stockade.compile("", bindings=wider, within=parent)
    with pytest.raises(stockade.UsageError):
        stockade.compile("", within=parent, nondeterminism=True)


class Query(BaseModel):
    text: str
    limit: int = Field(default=10, ge=1)


class Hit(BaseModel):
    """One search hit."""

    doc: str
    score: float


class Search(stockade.Binding):
    def __init__(self) -> None:
        self.seen: list[Query] = []

    @stockade.export
    def run(self, q: Query) -> list[Hit]:
        self.seen.append(q)
        return [Hit(doc=q.text, score=q.limit)]


def test_pydantic_models_cross_as_dicts() -> None:
    search = Search()
    program = stockade.compile("def main(q):\n    return search.run(q)\n", bindings={"search": Search})
    out = stockade.run(program, "main", [{"text": "a", "limit": 3}], bindings={"search": search}).value
    assert out == [{"doc": "a", "score": 3.0}] and isinstance(search.seen[0], Query)
    for bad, path in (({"text": 1}, "q['text']"), ({"text": "a", "limit": 0}, "q['limit']")):
        with pytest.raises(stockade.GuestError) as info:
            stockade.run(program, "main", [bad], bindings={"search": search})
        assert (info.value.host_exception.code, info.value.host_exception.path) == ("STK-B001", path)  # type: ignore[union-attr]
    assert len(search.seen) == 1
    stub = stockade.stubs(bindings={"search": Search})
    assert "class Query(TypedDict):\n    text: str\n    limit: NotRequired[int]" in stub
    assert '"""One search hit."""' in stub and "def run(self, q: Query) -> list[Hit]:" in stub
