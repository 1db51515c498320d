"""contextlib.redirect_stdout / redirect_stderr: per-run redirects, CPython-exact.

The CPython side runs each snippet with both streams redirected (so the snippet's own
redirects nest inside the harness's, exactly as they would inside any host) and the
host's logging reset (fidelity_harness.fresh_logging); the guest side compares
``Result.stdout`` / ``Result.stderr`` (or the error's) and the raised exception.
"""

from __future__ import annotations

import contextlib
import io
import sys
import threading
from pathlib import Path
from typing import Any

import pytest

import stockade

sys.path.insert(0, str(Path(__file__).resolve().parent / "fidelity"))
from fidelity_harness import fresh_logging


def cpython(source: str) -> tuple[str, str, Any]:
    out, err = io.StringIO(), io.StringIO()
    ns: dict[str, Any] = {"__name__": "__main__"}
    failure: Any = None
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err), fresh_logging():
        try:
            exec(compile(source, "main.py", "exec"), ns)
        except Exception as e:  # compared as (type, message)
            failure = (type(e).__name__, str(e))
    return out.getvalue(), err.getvalue(), failure


def guest(source: str, **kw: Any) -> tuple[str, str, Any]:
    try:
        r = stockade.run(stockade.compile(source, **kw))
    except stockade.GuestError as e:
        return e.stdout, e.stderr, (e.type_name, e.message)
    return r.stdout, r.stderr, None


SAME = {
    "basic_and_binding": (
        "import io, sys\nfrom contextlib import redirect_stdout\nbuf = io.StringIO()\n"
        "with redirect_stdout(buf) as g:\n    print('hello', 1)\n    print(g is buf, sys.stdout is buf)\n"
        "    sys.stdout.write('direct\\n')\nprint(repr(buf.getvalue()))\nprint(sys.stdout is buf)\n"
    ),
    "stderr_and_swap": (
        "import io, sys\nfrom contextlib import redirect_stdout, redirect_stderr\ne = io.StringIO()\n"
        "with redirect_stderr(e):\n    print('err', file=sys.stderr)\n    sys.stderr.write('w')\n"
        "with redirect_stdout(sys.stderr):\n    print('to the real stderr')\nprint(repr(e.getvalue()))\n"
    ),
    "nesting_and_reentrancy": (
        "import io\nfrom contextlib import redirect_stdout\na, b = io.StringIO(), io.StringIO()\n"
        "r = redirect_stdout(a)\nwith r:\n    print(1)\n    with redirect_stdout(b):\n        print(2)\n"
        "        with r:\n            print(3)\n        print(4)\n    print(5)\nprint(6)\n"
        "print(repr(a.getvalue()), repr(b.getvalue()))\n"
    ),
    "restored_on_exception": (
        "import io, sys\nfrom contextlib import redirect_stdout\nb = io.StringIO()\nout = sys.stdout\n"
        "try:\n    with redirect_stdout(b):\n        print('before')\n        raise KeyError('k')\n"
        "except KeyError as e:\n    print('restored', sys.stdout is out, repr(b.getvalue()), e)\n"
    ),
    "exitstack_and_saved_stream": (
        "import io, sys\nfrom contextlib import redirect_stdout, ExitStack\nb = io.StringIO()\nout = sys.stdout\n"
        "with ExitStack() as st:\n    st.enter_context(redirect_stdout(b))\n    print('hidden')\n"
        "    print('shown', file=out)\n    out.write('w\\n')\nprint(repr(b.getvalue()))\n"
    ),
    "from_sys_import_inside": (
        "import io\nfrom contextlib import redirect_stdout\nb = io.StringIO()\nwith redirect_stdout(b):\n"
        "    from sys import stdout\n    stdout.write('x')\nprint(stdout is b, repr(b.getvalue()))\n"
    ),
    "guest_writer": (
        "from contextlib import redirect_stdout\nclass W:\n    def __init__(self):\n        self.parts = []\n"
        "    def write(self, s):\n        self.parts.append(s)\n        return len(s)\n"
        "w = W()\nwith redirect_stdout(w):\n    print('a', 'b', sep='-')\n    print()\n    print(1, [2], None, end='')\n"
        "print(w.parts)\n"
    ),
    "guest_writer_flush": (
        "class W:\n    def __init__(self):\n        self.parts = []\n    def write(self, s):\n        self.parts.append(s)\n"
        "    def flush(self):\n        self.parts.append('<flush>')\nw = W()\nprint('x', file=w, flush=True)\n"
        "print('y', file=w, flush=0)\nprint(w.parts)\nclass N:\n    def write(self, s):\n        pass\n"
        "print('z', file=N(), flush=True)\n"
    ),
    "writer_that_raises": (
        "import sys\nfrom contextlib import redirect_stdout\nout = sys.stdout\nclass Bad:\n    def write(self, s):\n"
        "        raise OSError('disk full')\ntry:\n    with redirect_stdout(Bad()):\n        print('x')\n"
        "except OSError as e:\n    print('caught', e, sys.stdout is out)\n"
    ),
    "no_write_method": (
        "from contextlib import redirect_stdout\ntry:\n    with redirect_stdout(5):\n        print('x')\n"
        "except AttributeError as e:\n    print(e)\nwith redirect_stdout([]):\n    pass\nprint('ok')\n"
    ),
    "redirect_to_none": (
        "import sys, pprint\nfrom contextlib import redirect_stdout\nwith redirect_stdout(None):\n"
        "    print('nothing', sep=3)\n    pprint.pprint([1, 2])\n    print(sys.stdout)\nprint('back')\n"
    ),
    "str_side_effects_interleave": (
        "import io\nfrom contextlib import redirect_stdout\nclass Loud:\n    def __str__(self):\n"
        "        print('in str')\n        return 'L'\nb = io.StringIO()\nwith redirect_stdout(b):\n"
        "    print(1, Loud(), 2)\nprint(repr(b.getvalue()))\nprint(1, Loud(), 2)\n"
        "class Boom:\n    def __str__(self):\n        raise ValueError('boom')\nprint('a', Boom())\n"
    ),
    "write_before_str": (
        "class Boom:\n    def __str__(self):\n        raise ValueError('boom')\nprint(Boom(), file=7)\n"
    ),
    "not_a_decorator": (
        "import io\nfrom contextlib import redirect_stdout\n@redirect_stdout(io.StringIO())\ndef f():\n    pass\n"
    ),
    "constructor_errors": (
        "from contextlib import redirect_stdout, redirect_stderr\nfor args in [(), (1, 2)]:\n    try:\n"
        "        redirect_stdout(*args)\n    except TypeError as e:\n        print(e)\n"
        "r = redirect_stderr(new_target=None)\nprint(type(r).__name__, isinstance(r, redirect_stderr))\n"
    ),
    "pprint_follows": (
        "import io, pprint\nfrom contextlib import redirect_stdout\nd = {'k': list(range(30)), 'name': 'x' * 40}\n"
        "b = io.StringIO()\nwith redirect_stdout(b):\n    pprint.pprint(d)\n    pprint.pp(d, width=30)\n"
        "print(b.getvalue())\nclass Rec:\n    def __init__(self):\n        self.calls = []\n"
        "    def write(self, s):\n        self.calls.append(s)\nr = Rec()\npprint.pprint(d, stream=r)\nprint(r.calls)\n"
    ),
    "logging_default_stream": (
        "import io, logging\nfrom contextlib import redirect_stderr\nlog = logging.getLogger('app')\n"
        "e = io.StringIO()\nwith redirect_stderr(e):\n    log.warning('last resort %d', 1)\n"
        "    h = logging.StreamHandler()\nlog.warning('last resort, real stderr')\nlog.addHandler(h)\n"
        "log.warning('to the buffer')\nprint(repr(e.getvalue()))\n"
    ),
    "logging_basicconfig_inside": (
        "import io, logging\nfrom contextlib import redirect_stderr\ne = io.StringIO()\n"
        "with redirect_stderr(e):\n    logging.warning('configured here')\nlogging.warning('still the buffer')\n"
        "print(repr(e.getvalue()))\n"
    ),
    "logging_guest_streams": (
        "import logging\nclass Named:\n    name = 'mystream'\n    def __init__(self):\n        self.data = []\n"
        "    def write(self, s):\n        self.data.append(s)\n    def flush(self):\n        self.data.append('<f>')\n"
        "class Falsy(Named):\n    def __len__(self):\n        return 0\nlog = logging.getLogger('x')\n"
        "n, f = Named(), Falsy()\nh = logging.StreamHandler(n)\nprint(repr(h))\nlog.addHandler(h)\n"
        "log.addHandler(logging.StreamHandler(f))\nlog.error('e1')\nprint(n.data, f.data)\n"
    ),
    "logging_stderr_none": (
        "import logging\nfrom contextlib import redirect_stderr\nwith redirect_stderr(None):\n"
        "    logging.getLogger('q').warning('lost')\n    logging.warning('lost too')\nprint('end')\n"
    ),
    "calendar_follows": (
        "import io, calendar\nfrom contextlib import redirect_stdout\nb = io.StringIO()\nwith redirect_stdout(b):\n"
        "    calendar.prmonth(2024, 2)\n    c = calendar.TextCalendar()\n"
        "    c.prweek(c.monthdays2calendar(2024, 2)[0], 2)\nprint(repr(b.getvalue()))\n"
    ),
    "writer_prints_to_saved_stream": (
        "import sys\nfrom contextlib import redirect_stdout\nclass Tee:\n    def __init__(self, out):\n"
        "        self.out = out\n        self.n = 0\n    def write(self, s):\n        self.n += 1\n"
        "        self.out.write(s.upper())\nt = Tee(sys.stdout)\nwith redirect_stdout(t):\n    print('shout', 'it')\n"
        "print(t.n)\n"
    ),
    "async_tasks_share_the_run_stream": (
        "import asyncio, io\nfrom contextlib import redirect_stdout\nasync def quiet(b):\n"
        "    with redirect_stdout(b):\n        print('q1')\n        await asyncio.sleep(0)\n        print('q2')\n"
        "async def loud():\n    print('l1')\n    await asyncio.sleep(0)\n    print('l2')\nasync def main():\n"
        "    b = io.StringIO()\n    await asyncio.gather(quiet(b), loud())\n    print(repr(b.getvalue()))\n"
        "asyncio.run(main())\n"
    ),
}


@pytest.mark.parametrize("name", sorted(SAME))
def test_same_as_cpython(name: str) -> None:
    source = SAME[name]
    assert guest(source) == cpython(source)


def test_the_host_streams_are_never_touched(capsys: pytest.CaptureFixture[str]) -> None:
    out, err = sys.stdout, sys.stderr
    source = (
        "import io, sys\nfrom contextlib import redirect_stdout, redirect_stderr\n"
        "with redirect_stdout(io.StringIO()), redirect_stderr(io.StringIO()):\n    print('hidden')\n"
        "    raise ValueError('stop')\n"
    )
    with pytest.raises(stockade.GuestError) as info:
        stockade.run(stockade.compile(source))
    assert sys.stdout is out and sys.stderr is err
    assert info.value.stdout == "" and info.value.stderr == ""
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err == ""


def test_a_redirect_left_open_does_not_outlive_the_run() -> None:
    # The run stops (fuel) inside two redirects; the next run of the same program prints
    # to its own captured stdout again.
    source = (
        "import io\nfrom contextlib import redirect_stdout\nprint('start')\nb = io.StringIO()\n"
        "with redirect_stdout(b):\n    with redirect_stdout(io.StringIO()):\n        while True:\n            pass\n"
    )
    program = stockade.compile(source)
    for _ in range(2):
        with pytest.raises(stockade.LimitExceeded) as info:
            stockade.run(program, limits=stockade.Limits(fuel=20_000))
        assert info.value.limit == "fuel"
        assert info.value.stdout == "start\n"
    assert stockade.run(stockade.compile("print('next')\n")).stdout == "next\n"


def test_output_budget_holds_for_text_reaching_the_captured_stream() -> None:
    source = (
        "import sys\nfrom contextlib import redirect_stdout\nclass Fwd:\n    def __init__(self, out):\n"
        "        self.out = out\n    def write(self, s):\n        self.out.write(s * 100)\n"
        "with redirect_stdout(Fwd(sys.stdout)):\n    while True:\n        print('x')\n"
    )
    with pytest.raises(stockade.LimitExceeded) as info:
        stockade.run(stockade.compile(source), limits=stockade.Limits(stdout=5000))
    assert info.value.limit == "stdout"
    assert len(info.value.stdout) == 5000


def test_text_written_to_a_guest_writer_is_metered() -> None:
    source = (
        "import io\nfrom contextlib import redirect_stdout\nclass Sink:\n    def write(self, s):\n        pass\n"
        "big = 'x' * 1_000_000\nwith redirect_stdout(Sink()):\n    for _ in range(N):\n        print(big)\n"
    )
    fuel = [stockade.run(stockade.compile(source.replace("N", str(n)))).fuel for n in (1, 11)]
    # each print of a 1 MB string costs at least a unit per KiB handed over
    assert fuel[1] - fuel[0] >= 10 * 976


def test_a_writer_that_prints_recurses_into_the_limit() -> None:
    source = (
        "from contextlib import redirect_stdout\nclass Echo:\n    def write(self, s):\n        print(s)\n"
        "with redirect_stdout(Echo()):\n    print('loop')\n"
    )
    with pytest.raises(stockade.LimitExceeded) as info:
        stockade.run(stockade.compile(source))
    assert info.value.limit == "recursion"


def test_concurrent_runs_have_their_own_streams() -> None:
    source = (
        "import io\nfrom contextlib import redirect_stdout\ndef main(tag):\n    b = io.StringIO()\n"
        "    for i in range(200):\n        with redirect_stdout(b):\n            print(tag, i)\n"
        "        print(tag)\n    return b.getvalue().count(tag)\n"
    )
    program = stockade.compile(source)
    results: dict[str, Any] = {}

    def go(tag: str) -> None:
        r = stockade.run(program, "main", tag)
        results[tag] = (r.value, r.stdout)

    threads = [threading.Thread(target=go, args=(t,)) for t in ("a", "b", "c")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for tag in ("a", "b", "c"):
        assert results[tag] == (200, f"{tag}\n" * 200)


def test_redirect_object_internals_are_not_readable() -> None:
    for expr in ("r._new_target", "r._old_targets", "getattr(r, '_new_target')"):
        source = f"import io\nfrom contextlib import redirect_stdout\nr = redirect_stdout(io.StringIO())\n{expr}\n"
        with pytest.raises((stockade.CompileError, stockade.GuestError)):
            stockade.run(stockade.compile(source))


@pytest.mark.parametrize("name", ["__stdout__", "__stderr__"])
def test_the_original_streams_stay_refused(name: str) -> None:
    with pytest.raises(stockade.CompileError):
        stockade.compile(f"import sys\nsys.{name}\n")


def test_a_run_suspended_inside_a_redirect_resumes_inside_it() -> None:
    sys.path.insert(0, str(Path(__file__).parent))
    import resume_support as rs

    source = (
        "import io\nfrom contextlib import redirect_stdout\ndef main():\n    b = io.StringIO()\n"
        "    print('before')\n    with redirect_stdout(b):\n        print('inside')\n"
        "        t = weather.get('x')['temp']\n        print('after the call', t)\n"
        "    print('outside')\n    return b.getvalue()\n"
    )
    prog = stockade.compile(source, bindings={"weather": rs.Weather})
    step = stockade.start(prog, "main")
    assert isinstance(step, stockade.Suspended)
    assert step.stdout == "before\n"
    done = step.resume({"temp": 5})
    assert done.value == "inside\nafter the call 5\n"
    assert done.stdout == "before\noutside\n"


def test_assigning_sys_stdout_points_to_redirect_stdout() -> None:
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile("import io, sys\nsys.stdout = io.StringIO()\n")
    (d,) = info.value.diagnostics
    assert d.code == "STK-V009"
    assert "contextlib.redirect_stdout(f)" in d.message
