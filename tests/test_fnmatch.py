"""fnmatch: CPython's translation, matched by the guest's re (charged, interruptible, no
process-wide pattern cache); every answer equals CPython's."""

from __future__ import annotations

import fnmatch
import random
import time

import pytest

import stockade
from stdlib_diff import same

PROGRAM = """
import fnmatch
from fnmatch import fnmatchcase, filter as fn_filter, translate
names = ["data_1.csv", "data_22.csv", "Data_3.CSV", "notes.txt", "a.b.c", ".hidden", "x]y", "a-b", "[ab]"]
pats = ["*.csv", "data_?.csv", "data_*.csv", "*.[ct]s?", "[!d]*", "*[0-9]*", "[]]*", "x]y", "*", "?", "[a-]*",
        "[[]ab]", "**", "*.*.*", "[!]]*", "a*b*c"]
table = [[fnmatchcase(n, p) for n in names] for p in pats]
print(fnmatch.filter(names, "*.csv"), fn_filter(names, "*[0-9]*"), fnmatch.fnmatch("X.TXT", "*.TXT"))
print(translate("*.py"), translate("[!a-c]?"))
errs = []
for args in [(1, "*"), ("a", 2), (b"a", "*")]:
    try:
        fnmatch.fnmatch(*args)
    except TypeError as e:
        errs.append(str(e))
(table, fnmatchcase(b"abc.bin", b"*.bin"), fnmatch.filter([b"x.py", b"y.c"], b"*.py"), errs)
"""


def test_module_matches_cpython() -> None:
    same(PROGRAM.strip())


def test_random_patterns_match_cpython() -> None:
    rng = random.Random(3)
    pairs = [
        ("".join(rng.choice("ab.-]") for _ in range(rng.randrange(8))),
         "".join(rng.choice("ab*?[]!-.") for _ in range(rng.randrange(8))))
        for _ in range(400)
    ]
    expected = []
    for name, pat in pairs:
        try:
            expected.append(fnmatch.fnmatchcase(name, pat))
        except Exception as e:
            expected.append(type(e).__name__)
    source = (
        "import fnmatch\nout = []\n"
        f"for name, pat in {pairs!r}:\n"
        "    try:\n        out.append(fnmatch.fnmatchcase(name, pat))\n"
        "    except Exception as e:\n        out.append(type(e).__name__)\nout\n"
    )
    result = stockade.run(stockade.compile(source), limits=stockade.Limits(fuel=10**8, wall=30))
    assert result.value == expected


def test_adversarial_patterns_stop() -> None:
    t0 = time.monotonic()
    source = "import fnmatch\nn = 0\nwhile True:\n    n += fnmatch.fnmatchcase('a' * 5000, '*a' * 40 + '*b')\n"
    with pytest.raises(stockade.LimitExceeded):
        stockade.run(stockade.compile(source), limits=stockade.Limits(fuel=2_000_000, wall=2.0))
    assert time.monotonic() - t0 < 5
