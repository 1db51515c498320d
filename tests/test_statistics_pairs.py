"""statistics.correlation, covariance and linear_regression give CPython's results and
errors (the result of linear_regression reads as slope/intercept and unpacks)."""

from __future__ import annotations

import pytest

from stdlib_diff import cpython_outcome as cpython
from stdlib_diff import guest_outcome as guest

CASES = [
    "statistics.correlation([1, 2, 3, 4], [2.5, 3.1, 4.7, 1.2])",
    "statistics.correlation((1, 2, 3), range(3))",
    "statistics.covariance([1, 2, 3, 4], [2, 4, 5, 9])",
    "tuple(statistics.linear_regression([1, 2, 3], [2, 4, 7]))",
    "statistics.linear_regression([1, 2, 3], [2, 4, 7]).slope",
    "statistics.linear_regression([1, 2, 3], [2, 4, 7], proportional=True).intercept",
    "repr(statistics.linear_regression([1, 2], [3, 5]))",
    "statistics.correlation([1], [2])",
    "statistics.covariance([1, 2], [1])",
    "statistics.correlation([1, 1], [2, 3])",
    "statistics.correlation(iter([1, 2]), [1, 2])",
    "statistics.linear_regression([1, 1], [2, 3])",
]


@pytest.mark.parametrize("expr", CASES)
def test_pair_statistics_match_cpython(expr: str) -> None:
    source = f"import statistics\n{expr}"
    assert guest(source) == cpython(source)
