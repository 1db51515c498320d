"""shlex.split/quote/join give CPython's results and errors; the lexer class and streams
other than io.StringIO are refused."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import stockade
from stdlib_diff import guest, guest_error, same

PROGRAMS = {
    "split": "import shlex\n[shlex.split('a \"b c\" d\\\\ e'), shlex.split('x # y', comments=True), shlex.split(\"a 'b' c\", posix=False)]",
    "quote_join": "import shlex\n[shlex.quote(''), shlex.quote('safe'), shlex.quote(\"it's\"), shlex.join(['ls', '-l', 'my file']), shlex.join(x for x in 'ab')]",
    "stream": "import io, shlex\nshlex.split(io.StringIO('one \"two three\"'))",
    "roundtrip": "import shlex\nargs = ['a b', \"c'd\", '$x', '']\nshlex.split(shlex.join(args)) == args",
}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_program_matches_cpython(name: str) -> None:
    same(PROGRAMS[name])


@pytest.mark.parametrize(
    ("source", "type_name", "message"),
    [
        ("import shlex\nshlex.split('a \"b')", "ValueError", "No closing quotation"),
        ("import shlex\nshlex.split(None)", "ValueError", "s argument must not be None"),
        ("import shlex\nshlex.split(3)", "AttributeError", "'int' object has no attribute 'read'"),
        ("import shlex\nshlex.split(b'a b')", "AttributeError", "'bytes' object has no attribute 'read'"),
        ("import io, shlex\nshlex.split(io.BytesIO(b'a'))", "TypeError", "reads a str or an io.StringIO"),
        (
            "import shlex\nclass S:\n    def read(self, n):\n        return ''\nshlex.split(S())",
            "TypeError",
            "reads a str or an io.StringIO, not 'S'",
        ),
        ("import shlex\nshlex.quote(3)", "TypeError", "expected string or bytes-like object"),
    ],
)
def test_errors(source: str, type_name: str, message: str) -> None:
    err = guest_error(source)
    assert err.type_name == type_name
    assert message in err.message


def test_the_lexer_class_is_refused_at_compile_time() -> None:
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile("import shlex\nshlex.shlex('a b')")
    assert "use shlex.split(text)" in str(info.value)


def test_split_is_charged_per_character() -> None:
    with pytest.raises(stockade.LimitExceeded):
        guest("import shlex\nlen(shlex.split('a ' * 20000))", fuel=10_000)


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet="ab '\"\\#$ \t\n", max_size=30))
def test_split_matches_cpython_on_any_text(text: str) -> None:
    import shlex

    try:
        want: object = shlex.split(text)
    except ValueError as e:
        want = ("ValueError", str(e))
    try:
        got: object = guest(f"import shlex\nshlex.split({text!r})")[0]
    except stockade.GuestError as e:
        got = (e.type_name, e.message)
    assert got == want
