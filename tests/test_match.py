"""match statements: CPython-exact results, and class patterns that read only what the
guest may read."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import stockade
from stockade import CompileError, GuestError


def _cpython(source: str, *args: Any) -> tuple[str, Any]:
    ns: dict[str, Any] = {}
    exec(compile(source, "<cpython>", "exec"), ns)
    try:
        return "value", ns["main"](*args)
    except Exception as e:
        return "error", (type(e).__name__, str(e))


def _stockade(source: str, *args: Any) -> tuple[str, Any]:
    program = stockade.compile(source)
    try:
        return "value", stockade.run(program, "main", list(args)).value
    except GuestError as e:
        return "error", (e.type_name, e.message)


def same(source: str, *args: Any) -> Any:
    expected = _cpython(source, *args)
    assert _stockade(source, *args) == expected
    return expected


CLASSIFY = '''
import datetime

def classify(v):
    match v:
        case 0 | 1 | 2:
            return "small"
        case None:
            return "none"
        case True | False:
            return "bool"
        case -1.5 | 3+4j:
            return "special number"
        case "go" | b"go":
            return "go"
        case [] | ():
            return "empty sequence"
        case [x]:
            return ("one", x)
        case [1, *rest] if rest:
            return ("starts with 1", rest)
        case [first, *_, last]:
            return ("ends", first, last)
        case {"type": "point", "x": x, "y": y}:
            return ("point", x, y)
        case {"type": t, **others}:
            return ("typed", t, sorted(others))
        case {}:
            return "some mapping"
        case str(s) if len(s) > 3:
            return ("long str", s)
        case str() | bytes():
            return "short text"
        case int(n) | float(n) as number if number > 100:
            return ("big", n)
        case int(n):
            return ("int", n)
        case datetime.date(year=2024, month=m) as d:
            return ("2024", m, d.isoformat())
        case datetime.timedelta(days=days):
            return ("delta", days)
        case datetime.MINYEAR:
            return "never: ints matched above"
        case ValueError(args=(msg,)):
            return ("value error", msg)
        case _:
            return "other"

def main():
    values = [0, 2, None, True, -1.5, 3+4j, "go", b"go", [], (), [7], [1, 2, 3], [1], [5, 6, 7],
              {"type": "point", "x": 1, "y": 2}, {"type": "box", "w": 1, "h": 2}, {"a": 1},
              "hello", "hi", b"x", 150, 150.5, 42, 2.5, datetime.date(2024, 3, 1),
              datetime.datetime(2024, 7, 1, 12), datetime.date(2023, 1, 1),
              datetime.timedelta(days=3), ValueError("bad"), KeyError("k"), {1, 2}, range(3)]
    return [classify(v) for v in values]
'''


def test_classify_matches_cpython() -> None:
    kind, value = same(CLASSIFY)
    assert kind == "value"
    assert value[0] == "small" and value[-1] == ("ends", 0, 2)


@pytest.mark.parametrize(
    "body",
    [
        # a dotted value evaluated only when its case is tried: no error if never reached
        "match 1:\n        case 1: return 'one'\n        case math.real: return 'x'",
        "match 2:\n        case 1: return 'one'\n        case math.real: return 'x'",
        # the error is raised where CPython raises it: after the earlier sub-patterns
        "match [2, 3]:\n        case [1, Missing()]: return 'x'\n        case _: return 'no'",
        "match [1, 3]:\n        case [1, Missing()]: return 'x'\n        case _: return 'no'",
        "match 3:\n        case math.pi | math.e: return 'const'\n        case 3: return 'three'",
        "match math.pi:\n        case math.e | math.pi: return 'pi'",
        "match [math.tau, 1]:\n        case [math.tau, int(n)]: return n",
        "match 'x':\n        case 1 | 'x' as v: return v",
        "match 5:\n        case int(a, b): return 'x'",
        "match 5:\n        case 5 if (y := 7): return y",
        "match {'a': 1}:\n        case {'a': 1, **rest}: return rest",
        "match {'a': 1, 'b': 2}:\n        case {'b': b, **rest}: return (b, rest)",
        "match (1, 2):\n        case (1, 2) | [3, 4]: return 'seq'",
        "match 'abc':\n        case [*chars]: return chars\n        case _: return 'str is no sequence'",
        "match 7:\n        case bool(): return 'bool'\n        case int(real=r, imag=i): return (r, i)",
        "match 7:\n        case 7.0: return 'float eq'",
        "match 1:\n        case True: return 'true'\n        case 1: return 'one'",
        "match ValueError('m'):\n        case KeyError(): return 'k'\n        case Exception(args=a): return a",
        "match datetime.date(2020, 1, 2):\n        case datetime.date(year=y, days=1): return y\n        case _: return 'no'",
        "match 3:\n        case len(): return 'not a class'",
    ],
)
def test_match_fragments_match_cpython(body: str) -> None:
    same(f"import math\nimport datetime\ndef main():\n    {body}\n")


def test_match_in_loops_and_generators() -> None:
    source = '''
def events(items):
    for item in items:
        match item:
            case ("add", x):
                yield x
            case ("sub", x):
                yield -x
            case ("stop",):
                return
            case _:
                continue

def main():
    return list(events([("add", 1), ("sub", 2), "junk", ("add", 3), ("stop",), ("add", 9)]))
'''
    assert same(source) == ("value", [1, -2, 3])


@pytest.mark.parametrize(
    ("source", "code"),
    [
        ("match 1:\n    case {math.pi: x}:\n        pass\n", "STK-V001"),
        ("match 1:\n    case int(gi_frame=f):\n        pass\n", "STK-V003"),
        ("match 1:\n    case int(__class__=c):\n        pass\n", "STK-V002"),
        ("match 1:\n    case __sk_mp0():\n        pass\n", "STK-V002"),
    ],
)
def test_refused_patterns(source: str, code: str) -> None:
    with pytest.raises(CompileError) as info:
        stockade.compile("import math\n" + source)
    assert code in {d.code for d in info.value.diagnostics}


def test_kwd_attr_names_do_not_hide_denied_builtins() -> None:
    # A keyword name of a class pattern binds nothing, so `eval` is still refused.
    with pytest.raises(CompileError) as info:
        stockade.compile("match 1:\n    case int(eval=e):\n        pass\nx = eval('1')\n")
    assert "STK-V011" in {d.code for d in info.value.diagnostics}


@pytest.mark.parametrize(
    "pattern",
    ["str(format=f)", "str(format_map=f)", "list(sort=f)", "str(join=f)", "dict(update=f)", "int(x, real=r)"],
)
def test_class_patterns_never_read_replaced_attributes(pattern: str) -> None:
    subject = {"str": "'s'", "list": "[1]", "dict": "{}", "int": "1"}[pattern.split("(")[0]]
    with pytest.raises(GuestError) as info:
        stockade.eval(f"match {subject}:\n    case {pattern}:\n        f = 1\n")
    assert info.value.type_name == "TypeError"


@settings(max_examples=60, deadline=None)
@given(
    st.recursive(
        st.none() | st.booleans() | st.integers(-3, 3) | st.sampled_from(["a", "bb", ""]),
        lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from(["k", "v", "x"]), inner, max_size=3),
        max_leaves=8,
    )
)
def test_generated_subjects_match_cpython(subject: Any) -> None:
    source = '''
def main(v):
    match v:
        case [] | {}:
            return "empty"
        case [int(a), int(b)] if a < b:
            return ("asc", a, b)
        case [x, [y, *zs]]:
            return ("nested", x, y, zs)
        case [*xs, None]:
            return ("ends in None", xs)
        case {"k": [*_] as k, **rest}:
            return ("k list", k, rest)
        case {"v": str() | None as v}:
            return ("v", v)
        case str(s) | bool(s):
            return ("text or bool", s)
        case int(n) if n < 0:
            return ("neg", n)
        case list(items):
            return ("list", len(items))
        case other:
            return ("other", other)
'''
    assert _stockade(source, subject) == _cpython(source, subject)


def test_class_patterns_over_guest_classes() -> None:
    source = '''
class Point:
    def __init__(self, x, y):
        self.x = x
        self._y = y

class Tagged(Exception):
    def __init__(self, tag):
        super().__init__(tag)
        self.tag = tag

def where(v):
    match v:
        case Point(x=0, _y=0):
            return "origin"
        case Point(x=0, _y=y):
            return ("on the y axis", y)
        case Point(x=x, tag=1):
            return "never: a Point has no attribute tag"
        case Tagged(tag="t", args=a):
            return ("tagged", a)
        case Point():
            return "somewhere"
        case _:
            return "not a point"

def main():
    return [where(Point(0, 0)), where(Point(0, 5)), where(Point(3, 4)), where(Tagged("t")), where(7)]
'''
    assert same(source) == ("value", ["origin", ("on the y axis", 5), "somewhere", ("tagged", ("t",)), "not a point"])
