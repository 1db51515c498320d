"""statistics.NormalDist is CPython's own class behind an attribute allowlist: values,
reprs, operators and errors match CPython; from_samples, quantiles and samples are
charged before they run."""

from __future__ import annotations

import pytest

import stockade
from stdlib_diff import cpython_outcome as cpython
from stdlib_diff import guest_outcome as guest

PRELUDE = "from statistics import NormalDist, StatisticsError\nd = NormalDist(100, 15)\ne = NormalDist(110, 5)\n"

CASES = [
    "repr(d)",
    "[d.mean, d.median, d.mode, d.stdev, d.variance]",
    "[d.pdf(100), d.cdf(130), d.inv_cdf(0.975), d.zscore(70)]",
    "d.overlap(e)",
    "d.quantiles()",
    "d.quantiles(n=10)",
    "d.quantiles(1)",
    "repr(NormalDist.from_samples([2.5, 3.1, 2.1, 2.4, 2.7, 3.5]))",
    "repr(NormalDist.from_samples(x * 0.5 for x in range(20)))",
    "repr(d.from_samples((1, 2, 3)))",
    "repr(NormalDist.from_samples([1]))",
    "repr(d + 5)",
    "repr(5 + d)",
    "repr(d - 5)",
    "repr(5 - d)",
    "repr(d * 2)",
    "repr(2 * d)",
    "repr(d / 4)",
    "repr(d + e)",
    "repr(d - e)",
    "repr(-d)",
    "repr(+d)",
    "[d == NormalDist(100, 15), d == e, d == 5, hash(d) == hash(NormalDist(100, 15))]",
    "str(NormalDist())",
    "NormalDist(0, -1)",
    "NormalDist('a')",
    "NormalDist(1, 0).pdf(1)",
    "d.inv_cdf(1.5)",
    "d.overlap(5)",
    "d.quantiles(2.5)",
    "len(d.samples(5, seed=42))",
    "d.samples(3, seed='abc')",
    "sorted({d, NormalDist(100, 15), e}, key=lambda x: x.mean)[0].stdev",
    "isinstance(d, NormalDist)",
    "import copy\nrepr(copy.deepcopy(d))",
]


@pytest.mark.parametrize("expr", CASES)
def test_normaldist_matches_cpython(expr: str) -> None:
    source = PRELUDE + expr
    assert guest(source) == cpython(source)


def test_samples_without_a_seed_is_refused_with_a_hint() -> None:
    out = guest(PRELUDE + "d.samples(3)")
    assert out[0] == "TypeError" and "seed=0" in out[1]


@pytest.mark.parametrize(
    "expr",
    [
        "d.quantiles(10**9)",
        "d.samples(10**9, seed=1)",
        "NormalDist.from_samples(range(10**8))",
        "NormalDist.from_samples(iter(range(10**8)))",
    ],
)
def test_big_inputs_run_out_of_fuel(expr: str) -> None:
    with pytest.raises(stockade.LimitExceeded) as e:
        stockade.run(stockade.compile(PRELUDE + expr), limits=stockade.Limits(fuel=1_000_000))
    assert e.value.limit == "fuel"
