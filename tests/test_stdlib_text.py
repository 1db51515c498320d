"""io, csv, tomllib, configparser and json options in guest code: CPython's answers, no
process-wide state changed, parsing charged."""

from __future__ import annotations

import csv

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import stockade
from stdlib_diff import cpython, guest, guest_error, same

SNIPPETS = [
    # io
    "import io\nf = io.StringIO()\nf.write('a\\nb\\n')\nf.seek(0)\n[f.readline(), f.read(), f.tell(), f.getvalue()]",
    "import io\nf = io.StringIO('x\\ny\\nz')\n[line for line in f]",
    "import io\nf = io.StringIO('x\\ny\\n')\n[f.readlines(), f.closed, f.close(), f.closed]",
    "import io\nb = io.BytesIO(b'abc')\nb.seek(1)\nb.write(b'ZZ')\n[b.getvalue(), b.tell(), b.read(), b.seekable()]",
    "import io\nf = io.StringIO()\nf.writelines(['a', 'b'])\nf.truncate(1)\nf.getvalue()",
    "import io\nf = io.StringIO()\nf.close()\ntry:\n    f.write('x')\n    r = None\nexcept ValueError as e:\n    r = str(e)\nr",
    # csv
    "import csv, io\nlist(csv.reader(io.StringIO('a,b\\n1,\"x,y\"\\n')))",
    "import csv\nlist(csv.reader(['a;b', 'c;d'], delimiter=';'))",
    "import csv, io\nf = io.StringIO()\nw = csv.writer(f)\nw.writerow(['a', 'b c', 'd,e'])\nw.writerows([[1, 2], [3, None]])\nf.getvalue()",
    "import csv, io\nf = io.StringIO()\nw = csv.writer(f, quoting=csv.QUOTE_ALL, lineterminator='\\n')\nw.writerow(['x', 1])\nf.getvalue()",
    "import csv, io\nr = csv.DictReader(io.StringIO('name,age\\nann,3\\nbob,5\\n'))\n[r.fieldnames, [dict(row) for row in r], r.line_num]",
    "import csv, io\nf = io.StringIO()\nw = csv.DictWriter(f, fieldnames=['a', 'b'])\nw.writeheader()\nw.writerows([{'a': 1, 'b': 2}, {'a': 3}])\nf.getvalue()",
    "import csv, io\nf = io.StringIO()\nw = csv.DictWriter(f, fieldnames=['a'])\ntry:\n    w.writerow({'b': 1})\n    r = None\nexcept ValueError as e:\n    r = str(e)\nr",
    "import csv\nr = csv.reader(['a'])\n[r.line_num, r.dialect.delimiter, r.dialect.quoting, csv.excel.delimiter, csv.field_size_limit()]",
    "import csv\n[sorted(csv.list_dialects()), csv.get_dialect('excel-tab').delimiter]",
    "import csv\ntry:\n    list(csv.reader(['a,\"b']))\n    r = None\nexcept csv.Error as e:\n    r = str(e)\nr",
    "import csv\ntry:\n    csv.reader(5)\n    r = None\nexcept TypeError as e:\n    r = str(e)\nr",
    "import csv, io\nlist(csv.reader(io.StringIO('a\\tb\\n'), dialect=csv.excel_tab))",
    # tomllib
    "import tomllib\ntomllib.loads('a = 1\\n[t]\\nb = \"x\"\\nc = [1, 2.5, true]\\n')",
    "import tomllib, io\ntomllib.load(io.BytesIO(b'x = 1'))",
    "import tomllib\nd = tomllib.loads('d = 2024-01-02\\nt = 1979-05-27T07:32:00Z')\n[d['d'].isoformat(), d['t'].isoformat()]",
    "import tomllib\ntry:\n    tomllib.loads('a = ')\n    r = None\nexcept tomllib.TOMLDecodeError as e:\n    r = str(e)\nr",
    "import tomllib\ntomllib.loads('a = 1.5', parse_float=lambda s: s + '!')",
    # configparser
    "import configparser\nc = configparser.ConfigParser()\nc.read_string('[s]\\na = 1\\nb = %(a)s2\\n[t]\\nx = yes\\n')\n"
    "[c.sections(), c.get('s', 'b'), c.getint('s', 'a'), c.getboolean('t', 'x'), c.has_option('s', 'a'), c.options('s')]",
    "import configparser\nc = configparser.ConfigParser()\nc.read_dict({'a': {'k': '1.5'}})\n[c.getfloat('a', 'k'), c['a']['k'], c['a'].getfloat('k'), c['a'].name, list(c['a'].keys())]",
    "import configparser, io\nc = configparser.ConfigParser()\nc['x'] = {'k': 'v'}\nc.set('x', 'j', 'w')\nf = io.StringIO()\nc.write(f)\nf.getvalue()",
    "import configparser\nc = configparser.ConfigParser(interpolation=configparser.ExtendedInterpolation())\n"
    "c.read_string('[a]\\nx = 1\\n[b]\\ny = ${a:x}2\\n')\nc.get('b', 'y')",
    "import configparser\nc = configparser.RawConfigParser()\nc.read_string('[a]\\nx = %(y)s\\n')\n[c.get('a', 'x'), c.items('a')]",
    "import configparser\nc = configparser.ConfigParser()\ntry:\n    c.get('nope', 'x')\n    r = None\nexcept configparser.NoSectionError as e:\n    r = str(e)\nr",
    "import configparser\nc = configparser.ConfigParser()\ntry:\n    c.read_string('[a]\\nx = %(x)s\\n')\n    c.get('a', 'x')\n    r = None\nexcept configparser.InterpolationDepthError as e:\n    r = str(e)\nr",
    "import configparser\nc = configparser.ConfigParser()\ntry:\n    c.read_string('x = 1')\n    r = None\nexcept configparser.MissingSectionHeaderError as e:\n    r = str(e)\nr",
    "import configparser\nc = configparser.ConfigParser(defaults={'d': '1'})\nc.read_string('[a]\\n')\n[c.defaults(), c.get('a', 'd'), c.has_section('a'), c.remove_section('a'), c.sections()]",
    "import configparser\nc = configparser.ConfigParser()\nc.optionxform = str\nc.read_string('[A]\\nMixedCase = 1\\n')\n"
    "c2 = configparser.RawConfigParser()\nc2.optionxform = lambda s: s.upper()\nc2.read_string('[a]\\nkey = v\\n')\n"
    "[list(c['A']), list(c2['a']), c.optionxform('Q'), configparser.ConfigParser().optionxform('Q')]",
    "import configparser\nout = []\nfor text in ('[a]\\nx = 1\\nx = 2\\n', '[a]\\n[a]\\n', 'x = 1', '[a]\\n  bad\\nline\\n=\\n'):\n"
    "    try:\n        configparser.ConfigParser().read_string(text)\n    except configparser.Error as e:\n"
    "        out.append([type(e).__name__, e.message, getattr(e, 'section', None), getattr(e, 'option', None),\n"
    "                    getattr(e, 'source', None), getattr(e, 'lineno', None), getattr(e, 'line', None), getattr(e, 'errors', None)])\n"
    "c = configparser.ConfigParser()\nc.read_string('[a]\\nx = %(nope)s\\n')\ntry:\n    c.get('a', 'x')\n"
    "except configparser.InterpolationMissingOptionError as e:\n    out.append([e.message, e.option, e.section, e.reference])\n"
    "try:\n    c.get('a', 'y')\nexcept configparser.NoOptionError as e:\n    out.append([e.message, e.option, e.section])\nout",
    # json options
    "import json\njson.dumps({'b': [1, 2], 'a': 'é'}, indent=2, sort_keys=True)",
    "import json\njson.dumps({'a': 1, 'b': 'é'}, separators=(',', ':'), ensure_ascii=False)",
    "import json\njson.dumps({'s': {1, 2}}, default=sorted)",
    "import json\njson.dumps([1, {2}], default=lambda o: {'set': sorted(o)}, indent='\\t')",
    'import json\njson.loads(\'{"a": {"b": 1}}\', object_hook=lambda d: sorted(d.items()))',
    "import json\njson.loads('[1.5, 2]', parse_float=str, parse_int=lambda s: int(s) * 10)",
    'import json\njson.loads(\'{"a": 1, "a": 2}\', object_pairs_hook=list)',
    "import json\ntry:\n    json.dumps({'x': {1}})\n    r = None\nexcept TypeError as e:\n    r = str(e)[:20]\nr",
]


@pytest.mark.parametrize("source", SNIPPETS)
def test_matches_cpython(source: str) -> None:
    same(source)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.lists(st.text(max_size=8), min_size=1, max_size=4), max_size=6))
def test_csv_round_trips_match_cpython(rows: list[list[str]]) -> None:
    src = (
        "import csv, io\n"
        "f = io.StringIO()\n"
        f"csv.writer(f).writerows({rows!r})\n"
        "[f.getvalue(), list(csv.reader(io.StringIO(f.getvalue(), newline='')))]"
    )
    assert guest(src) == cpython(src)


@pytest.mark.parametrize(
    ("call", "limit_before"),
    [("csv.field_size_limit(10)", True), ("csv.register_dialect('mine', delimiter=';')", False)],
)
def test_csv_process_state_is_refused(call: str, limit_before: bool) -> None:
    before = (csv.field_size_limit(), sorted(csv.list_dialects()))
    e = guest_error(f"import csv\n{call}")
    assert e.type_name == "TypeError" and "Stockade" in str(e)
    assert (csv.field_size_limit(), sorted(csv.list_dialects())) == before


def test_host_registered_dialects_stay_invisible() -> None:
    csv.register_dialect("host-only", delimiter="|")
    try:
        assert guest("import csv\ncsv.list_dialects()")[0] == ["excel", "excel-tab", "unix"]
        for call in ("csv.get_dialect('host-only')", "csv.reader(['a'], 'host-only')", "csv.writer(None, 'host-only')"):
            e = guest_error(f"import csv\n{call}")
            assert e.type_name == "Error" and "unknown dialect" in str(e)
    finally:
        csv.unregister_dialect("host-only")


def test_csv_dictreader_positional_dialect() -> None:
    same("import csv\nlist(csv.DictReader(['a|b', '1|2'], None, None, None, 'excel', delimiter='|'))")


def test_csv_sniffer_is_refused_with_a_hint() -> None:
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile("import csv\ncsv.Sniffer()\n")
    assert "dialect" in info.value.diagnostics[0].message


def test_configparser_cannot_read_files() -> None:
    e = guest_error("import configparser\nconfigparser.ConfigParser().read('/etc/passwd')")
    assert e.type_name == "AttributeError"


def test_configparser_long_lines_are_charged() -> None:
    line = "a" + " " * 6000 + "b"
    with pytest.raises(stockade.LimitExceeded) as info:
        guest(
            f"import configparser\nc = configparser.ConfigParser()\nc.read_string('[s]\\n' + {line!r})\n", fuel=200_000
        )
    assert info.value.limit == "fuel"


def test_configparser_interpolation_fan_out_is_charged() -> None:
    body = "".join(f"k{i} = " + f"%(k{i + 1})s" * 10 + "\n" for i in range(9)) + "k9 = x\n"
    src = f"import configparser\nc = configparser.ConfigParser()\nc.read_string('[s]\\n' + {body!r})\nlen(c.get('s', 'k0'))"
    with pytest.raises(stockade.LimitExceeded) as info:
        guest(src, fuel=1_000_000)
    assert info.value.limit in ("fuel", "memory")


def test_csv_reader_is_charged_per_line_length() -> None:
    line = "x," * 50_000
    src = f"import csv\nn = 0\nfor row in csv.reader([{line!r}] * 2000):\n    n += 1\nn"
    with pytest.raises(stockade.LimitExceeded) as info:
        guest(src, fuel=1_000_000)
    assert info.value.limit == "fuel"


def test_toml_parsing_is_charged() -> None:
    src = "import tomllib\ntomllib.loads('a = \"' + 'x' * 200000 + '\"')\n"
    with pytest.raises(stockade.LimitExceeded) as info:
        guest(src, fuel=1_000_000)
    assert info.value.limit == "fuel"


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=40, deadline=None)
@given(_JSON, st.sampled_from([None, 0, 2, "\t"]), st.booleans(), st.booleans())
def test_json_options_match_cpython(value: object, indent: object, sort_keys: bool, ensure_ascii: bool) -> None:
    import json

    src = (
        f"import json\ns = json.dumps({value!r}, indent={indent!r}, sort_keys={sort_keys}, ensure_ascii={ensure_ascii})\n"
        "[s, json.loads(s, object_pairs_hook=list)]"
    )
    s = json.dumps(value, indent=indent, sort_keys=sort_keys, ensure_ascii=ensure_ascii)  # type: ignore[arg-type]
    assert guest(src)[0] == [s, json.loads(s, object_pairs_hook=list)]
