"""json.JSONEncoder (as a base and on its own), dumps/dump with cls, dump/load over
io.StringIO: CPython's results and errors; what is refused is refused clearly."""

from __future__ import annotations

import pytest

import stockade
from stdlib_diff import guest_error, same

PROGRAMS: dict[str, str] = {
    "subclass_default": """
import json
from datetime import date
from decimal import Decimal
class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, (date, Decimal)):
            return str(o)
        if isinstance(o, set):
            return sorted(o)
        return super().default(o)
data = {"when": date(2024, 5, 6), "amount": Decimal("1.50"), "tags": {"b", "a"}}
result = [json.dumps(data, cls=Enc), json.dumps(data, cls=Enc, indent=2, sort_keys=True)]
result
""",
    "explicit_base_call": """
import json
class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, complex):
            return [o.real, o.imag]
        return json.JSONEncoder.default(self, o)
out = [json.dumps({"z": 1 + 2j}, cls=Enc)]
try:
    json.dumps({"o": object()}, cls=Enc)
except TypeError as e:
    out.append(str(e))
out
""",
    "own_init": """
import json
class Enc(json.JSONEncoder):
    def __init__(self, *args, **kwargs):
        kwargs["sort_keys"] = True
        super().__init__(*args, **kwargs)
        self.seen = 0
    def default(self, o):
        self.seen += 1
        return repr(o)
e = Enc(indent=1)
(e.encode({"b": 1, "a": range(2)}), e.seen, json.dumps({"y": 1, "x": 2}, cls=Enc))
""",
    "encoder_object": """
import json
e = json.JSONEncoder(separators=(",", ":"), indent=None, ensure_ascii=False)
a = e.encode({"k": ["é", 1.5, None, True]})
e.sort_keys = True
e.indent = 2
b = e.encode({"b": 1, "a": 2})
c = list(json.JSONEncoder(indent=1).iterencode([1, {"x": 2}]))
d = (e.item_separator, e.key_separator, json.JSONEncoder().item_separator, json.JSONEncoder(indent=1).item_separator)
(a, b, c, d, json.JSONEncoder().encode("é"), repr(json.JSONEncoder), json.JSONEncoder.key_separator)
""",
    "iterencode_override": """
import json
class Upper(json.JSONEncoder):
    def iterencode(self, o, _one_shot=False):
        for chunk in super().iterencode(o, _one_shot):
            yield chunk.upper()
(Upper().encode({"a": "b"}), json.dumps(["x"], cls=Upper, indent=1))
""",
    "default_keyword": """
import json
def fallback(o):
    return f"<{type(o).__name__}>"
(json.dumps([object()], default=fallback), json.JSONEncoder(default=fallback).encode({1: object()}))
""",
    "dump_load": """
import io, json
buf = io.StringIO()
json.dump({"rows": [1, 2, {"n": None}]}, buf, indent=2, sort_keys=True)
text = buf.getvalue()
buf.seek(0)
back = json.load(buf)
plain = io.StringIO()
json.dump([1, "two"], plain)
(text, back, plain.getvalue(), json.load(io.StringIO('{"a": 1.5}'), parse_float=str))
""",
    "errors": """
import json
out = []
for call in (lambda: json.dumps(1, foo=2), lambda: json.loads("1", foo=2), lambda: json.JSONEncoder(3),
             lambda: json.dumps({(1, 2): 3}), lambda: json.dumps(float("nan"), allow_nan=False),
             lambda: json.JSONEncoder().default(3)):
    try:
        out.append(call())
    except (TypeError, ValueError) as e:
        out.append((type(e).__name__, str(e)))
out
""",
    "skipkeys_and_check_circular": """
import json
class Enc(json.JSONEncoder):
    pass
loop = []
loop.append(loop)
out = [json.dumps({(1, 2): 3, "a": 1}, cls=Enc, skipkeys=True)]
try:
    json.dumps(loop, cls=Enc, indent=1)
except ValueError as e:
    out.append(str(e))
out
""",
}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_program_matches_cpython(name: str) -> None:
    same(PROGRAMS[name].strip())


@pytest.mark.parametrize(
    ("source", "message"),
    [
        ("import json\njson.dumps(1, cls=dict)", "takes json.JSONEncoder or a class the program defines"),
        ("import json\njson.loads('1', cls=None or 3)", "loads(cls=...) is not available"),
    ],
)
def test_refused_at_run_time(source: str, message: str) -> None:
    err = guest_error(source)
    assert err.type_name == "TypeError"
    assert message in err.message


def test_json_decoder_is_refused_at_compile_time() -> None:
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile("import json\nclass D(json.JSONDecoder):\n    pass")
    assert "use json.loads with object_hook" in str(info.value)
