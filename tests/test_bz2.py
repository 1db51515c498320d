"""bz2 one-shot compress/decompress: CPython's results and errors; bombs refused."""

from __future__ import annotations

import pytest

import stockade
from stdlib_diff import guest, guest_error, same


def test_round_trips_match_cpython() -> None:
    same(
        "import bz2\ndata = b'stockade ' * 500 + bytes(range(256))\n"
        "a = bz2.compress(data)\ntwo = bz2.compress(b'one') + bz2.compress(b'two')\n"
        "(len(a), bz2.decompress(a) == data, bz2.decompress(two), bz2.compress(b'', 1), len(bz2.compress(data, 1)))"
    )


@pytest.mark.parametrize(
    ("source", "type_name"),
    [
        ("import bz2\nbz2.decompress(b'not bz2 data')", "OSError"),
        ("import bz2\nbz2.compress('text')", "TypeError"),
        ("import bz2\nbz2.compress(b'x', 10)", "ValueError"),
    ],
)
def test_errors_are_cpythons(source: str, type_name: str) -> None:
    import bz2

    namespace: dict[str, object] = {"bz2": bz2}
    with pytest.raises(Exception) as real:
        exec(source, namespace)
    err = guest_error(source)
    assert err.type_name == type_name == type(real.value).__name__
    assert err.message == str(real.value)


def test_bombs_are_refused() -> None:
    import bz2

    blob = bz2.compress(b"\0" * 30_000_000)
    err = guest_error(f"import bz2\nlen(bz2.decompress({blob!r}))", memory=5_000_000)
    assert err.type_name == "OSError"
    assert "decompression bomb refused by Stockade" in err.message


def test_compression_is_charged() -> None:
    with pytest.raises(stockade.LimitExceeded):
        guest("import bz2\nlen(bz2.compress(bytes(2_000_000)))", fuel=10_000)
