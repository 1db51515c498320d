"""sys.stdout, sys.stderr and the guest's logging: stdout and stderr exactly CPython's.

The CPython side runs each snippet with both streams redirected and the host's logging
reset to a new interpreter's state (fidelity_harness.fresh_logging); the guest side
compares ``Result.stdout`` and ``Result.stderr`` (or the error's).
"""

from __future__ import annotations

import contextlib
import io
import sys
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
    "print_stderr": "import sys\nprint('a', 1, file=sys.stderr)\nprint('b', file=sys.stdout, end='!')\n",
    "write_returns_len": "import sys\nn = sys.stdout.write('héllo\\n')\nsys.stderr.write(str(n))\nsys.stdout.flush()\n",
    "writelines": "import sys\nsys.stderr.writelines(['a\\n', 'b', 'c\\n'])\nsys.stdout.writelines(x for x in 'xyz')\n",
    "last_resort": (
        "import logging\nlog = logging.getLogger('x')\nlog.info('no')\nlog.warning('w %s', 1)\n"
        "log.error('e')\nlogging.getLogger().critical('c')\n"
    ),
    "module_functions_basicconfig": (
        "import logging\nlogging.info('hidden')\nlogging.warning('shown %d', 2)\nlogging.error('err')\n"
        "logging.getLogger('a.b').warning('child')\n"
    ),
    "basic_config_level_format": (
        "import logging\nlogging.basicConfig(level=logging.DEBUG, format='%(levelname)-8s %(name)s | %(message)s')\n"
        "log = logging.getLogger(__name__)\nlog.debug('d')\nlog.info('i %s %r', 'x', 'y')\n"
        "log.log(25, 'custom')\nlogging.log(5, 'below')\nlog.critical('c')\n"
    ),
    "basic_config_twice": (
        "import logging\nlogging.basicConfig(format='A %(message)s')\nlogging.basicConfig(format='B %(message)s')\n"
        "logging.warning('x')\nlogging.basicConfig(format='C %(message)s', force=True)\nlogging.warning('y')\n"
    ),
    "stream_stdout": (
        "import logging, sys\nlogging.basicConfig(stream=sys.stdout, level='INFO')\n"
        "logging.getLogger('svc').info('to stdout')\n"
    ),
    "brace_style": (
        "import logging\nlogging.basicConfig(style='{', format='{levelname:>8}|{name}|{message}', level=10)\n"
        "logging.getLogger('p').debug('x=%d', 5)\n"
    ),
    "dollar_style": (
        "import logging\nlogging.basicConfig(style='$', format='$levelname ${name}: $message')\n"
        "logging.getLogger('p').warning('w')\n"
    ),
    "hierarchy": (
        "import logging, sys\nroot = logging.getLogger()\nh = logging.StreamHandler(sys.stdout)\n"
        "h.setFormatter(logging.Formatter('%(name)s:%(levelname)s:%(message)s'))\nroot.addHandler(h)\n"
        "a = logging.getLogger('a')\nabc = logging.getLogger('a.b.c')\nprint(abc.parent.name)\n"
        "ab = logging.getLogger('a.b')\nprint(abc.parent.name, ab.parent.name, a.parent.name)\n"
        "a.setLevel(logging.ERROR)\nabc.warning('hidden')\nabc.error('shown')\n"
        "print(abc.getEffectiveLevel(), abc.isEnabledFor(40), abc.isEnabledFor(30), abc.level)\n"
        "print(repr(a), repr(abc), repr(root))\nprint(a.getChild('b') is ab, root.getChild('a') is a)\n"
        "print(logging.getLogger('a.b') is ab, logging.getLogger('') is root, logging.getLogger('root') is root)\n"
    ),
    "propagate_and_handlers": (
        "import logging, io, sys\nbuf = io.StringIO()\nlog = logging.getLogger('app')\n"
        "h = logging.StreamHandler(buf)\nh.setLevel(logging.WARNING)\nlog.addHandler(h)\nlog.addHandler(h)\n"
        "log.setLevel(logging.DEBUG)\nlog.propagate = False\nlog.info('info')\nlog.warning('warn')\n"
        "print(repr(buf.getvalue()), len(log.handlers), log.hasHandlers(), log.propagate)\n"
        "log.removeHandler(h)\nlog.removeHandler(h)\nprint(log.hasHandlers())\nlog.warning('last resort')\n"
        "log.handlers.append(logging.NullHandler())\nlog.error('nothing')\nlog.handlers = []\n"
        "log.propagate = True\nlogging.basicConfig()\nlog.error('root')\n"
    ),
    "levels_and_names": (
        "import logging\nprint(logging.getLevelName(10), logging.getLevelName('WARN'), logging.getLevelName(33))\n"
        "print(logging.getLevelName('nope'), logging.CRITICAL, logging.FATAL, logging.WARN, logging.NOTSET)\n"
        "logging.addLevelName(25, 'NOTICE')\nlogging.basicConfig(level=1)\nlogging.log(25, 'note')\n"
        "print(logging.getLevelName(25), logging.getLevelNamesMapping()['NOTICE'])\n"
        "logging.getLogger().setLevel('ERROR')\nprint(logging.getLogger().level)\n"
    ),
    "mapping_args_and_extra": (
        "import logging\nlogging.basicConfig(format='%(levelname)s [%(user)s] %(message)s')\n"
        "logging.getLogger('a').warning('%(x)s-%(y)s', {'x': 1, 'y': 2}, extra={'user': 'bob'})\n"
    ),
    "extra_overwrites_record_field": (
        "import logging\nlogging.basicConfig()\nfor k in ('lineno', 'msg', 'created', 'process', 'name', 'x'):\n"
        "    try:\n        logging.warning('m', extra={k: 1})\n    except KeyError as e:\n        print('KeyError', e)\n"
    ),
    "brace_class_of_field": (
        "import logging, sys\nlogging.basicConfig(stream=sys.stdout, style='{', format='{message.__class__} {message}')\n"
        "logging.warning('x')\n"
    ),
    "disable": (
        "import logging\nlogging.basicConfig()\nlogging.disable(logging.WARNING)\nlogging.warning('off')\n"
        "logging.error('on')\nlogging.disable(logging.NOTSET)\nlogging.warning('back')\n"
    ),
    "disabled_logger_and_null": (
        "import logging\nlogging.basicConfig()\nlog = logging.getLogger('lib')\nlog.disabled = True\n"
        "log.error('x')\nlog.disabled = False\nlog.error('y')\nq = logging.getLogger('quiet')\n"
        "q.addHandler(logging.NullHandler())\nq.propagate = False\nq.error('z')\nprint(repr(logging.NullHandler()))\n"
    ),
    "formatter_datefmt_no_time": (
        "import logging, sys\nh = logging.StreamHandler(sys.stdout)\nh.setFormatter(logging.Formatter())\n"
        "log = logging.getLogger('f')\nlog.addHandler(h)\nlog.warning('plain')\n"
        "import io\nprint(repr(logging.StreamHandler(io.StringIO())))\n"
    ),
    "basic_config_handlers_detached_terminator": 'import logging, sys, io\nbuf = io.StringIO()\nh1 = logging.StreamHandler(buf)\nh2 = logging.StreamHandler(sys.stdout)\nh2.setFormatter(logging.Formatter("custom %(message)s"))\nlogging.basicConfig(handlers=[h1, h2], level="DEBUG", format="%(levelno)d %(name)s %(message)s")\nlogging.getLogger("z").debug("hello %s", "world")\nprint(repr(buf.getvalue()))\ntry:\n    logging.basicConfig(handlers=[h1], stream=sys.stdout, force=True)\nexcept ValueError as e:\n    print("VE", e)\nprint(logging.getLogger().hasHandlers(), logging.getLevelName(logging.getLogger("z").getEffectiveLevel()))\nlg = logging.Logger("detached")\nprint(lg.parent, lg.name, repr(lg))\nlg.warning("detached warns")\nlg.info("detached info hidden")\nh2.terminator = "|\\n"\nlogging.getLogger("q").info("term")\nprint(isinstance(logging.getLogger(), logging.Logger), isinstance(h2, logging.Handler))\n',
    "csv_to_streams": (
        "import csv, sys\nw = csv.writer(sys.stdout)\nw.writerow([1, 'a,b'])\n"
        "d = csv.DictWriter(sys.stderr, fieldnames=['k'])\nd.writeheader()\nd.writerow({'k': 2})\n"
    ),
    "pprint_to_streams": (
        "import pprint, sys\npprint.pprint({'b': [1] * 30, 'a': 'x' * 70}, stream=sys.stderr)\n"
        "pprint.pp([3, 2], stream=sys.stdout)\npprint.pprint('s', sys.stderr)\n"
    ),
    "datefmt_without_asctime_and_handler_reformat": (
        "import logging\nlogging.basicConfig(format='%(message)s', datefmt='%H:%M', level=logging.INFO)\n"
        "logging.info('a')\nroot = logging.getLogger()\n"
        "root.handlers[0].setFormatter(logging.Formatter('%(levelname)s - %(message)s'))\nlogging.info('b')\n"
        "print(root.handlers[0].formatter is not None, root.handlers[0].level)\n"
    ),
    "guest_object_message": (
        "import logging\nclass P:\n    def __str__(self):\n        return 'P!'\n    def __repr__(self):\n"
        "        return 'P()'\nlogging.basicConfig()\nlogging.warning(P())\nlogging.warning('%s %r', P(), P())\n"
    ),
    "non_str_level_error": "import logging\nlogging.getLogger().setLevel('LOUD')\n",
    "level_type_error": "import logging\nlogging.getLogger().setLevel(1.5)\n",
    "log_level_not_int": "import logging\nlogging.getLogger().log('x', 'm')\n",
    "bad_style": "import logging\nlogging.Formatter('%(message)s', style='#')\n",
    "bad_percent_format": "import logging\nlogging.Formatter('{message}')\n",
    "bad_brace_format": "import logging\nlogging.Formatter('plain', style='{')\n",
    "unrecognised_kwarg": "import logging\nlogging.basicConfig(colour=True)\n",
    "module_function_arity": (
        "import logging\nfor f in (logging.info, logging.log, logging.fatal):\n    try:\n        f()\n"
        "    except TypeError as e:\n        print(e)\nprint(logging.fatal.__name__, logging.warning.__name__)\n"
        "log = logging.getLogger('m')\ntry:\n    log.info()\nexcept TypeError as e:\n    print(e)\n"
    ),
    "logger_name_type": "import logging\nlogging.getLogger(5)\n",
    "caller_fields": (
        "import logging, sys\nlogging.basicConfig(stream=sys.stdout,\n"
        "    format='%(filename)s:%(module)s:%(pathname)s:%(lineno)d:%(funcName)s:%(threadName)s:%(processName)s "
        "%(message)s')\n"
        "def work(n):\n    logging.info('not shown')\n    logging.warning('work %d', n)\n"
        "    return [logging.getLogger('c').error('in comprehension') for _ in range(1)]\n"
        "class K:\n    def m(self):\n        logging.getLogger('k').warning('method')\n"
        "work(3)\nK().m()\nlogging.warning('top')\n"
        "def inner():\n    logging.warning('from inner', stacklevel=2)\ndef outer():\n    inner()\nouter()\n"
    ),
    "formatter_subclass": (
        "import logging, sys\nclass Json(logging.Formatter):\n    def format(self, record):\n"
        "        return f'{{\"level\": \"{record.levelname}\", \"msg\": \"{record.getMessage()}\"}}'\n"
        "class Upper(logging.Formatter):\n    def format(self, record):\n        return super().format(record).upper()\n"
        "    def formatMessage(self, record):\n        return '<' + super().formatMessage(record) + '>'\n"
        "h = logging.StreamHandler(sys.stdout)\nh.setFormatter(Json())\nlog = logging.getLogger('j')\n"
        "log.addHandler(h)\nlog.warning('hello %s', 'you')\nh.setFormatter(Upper('%(name)s %(message)s'))\n"
        "log.error('quiet %d', 1)\nprint(Upper().usesTime(), isinstance(Upper(), logging.Formatter))\n"
    ),
    "filters": (
        "import logging, sys\nlogging.basicConfig(stream=sys.stdout, format='%(name)s %(levelname)s [%(req)s] %(message)s')\n"
        "class Ctx(logging.Filter):\n    def __init__(self, req):\n        super().__init__()\n        self.req = req\n"
        "        self.seen = 0\n    def filter(self, record):\n        self.seen += 1\n        record.req = self.req\n"
        "        return record.levelno >= logging.INFO\n"
        "root = logging.getLogger()\nroot.setLevel(logging.DEBUG)\nctx = Ctx('r-1')\nroot.handlers[0].addFilter(ctx)\n"
        "logging.debug('dropped')\nlogging.info('kept')\n"
        "def redact(record):\n    record.msg = record.msg.replace('secret', '***')\n    return True\n"
        "api = logging.getLogger('api.v1')\napi.addFilter(redact)\napi.warning('the secret is %s', 'x')\n"
        "api.addFilter(logging.Filter('api'))\napi.warning('still here')\napi.addFilter(logging.Filter('db'))\n"
        "api.warning('gone')\napi.removeFilter(redact)\nprint(ctx.seen, len(api.filters), ctx.name == '', ctx.nlen)\n"
        "f = logging.Filter('a.b')\nprint(f.name, f.nlen)\n"
    ),
    "handler_subclass": (
        "import logging\nclass ListHandler(logging.Handler):\n    def __init__(self, level=logging.NOTSET):\n"
        "        super().__init__(level)\n        self.lines = []\n    def emit(self, record):\n"
        "        self.lines.append(self.format(record))\n"
        "log = logging.getLogger('app')\nlog.setLevel(logging.DEBUG)\nlog.propagate = False\n"
        "h = ListHandler(logging.INFO)\nh.setFormatter(logging.Formatter('%(levelname)s:%(message)s'))\n"
        "log.addHandler(h)\nlog.debug('no')\nlog.info('yes %d', 1)\nlog.warning('w')\nprint(h.lines, h.level)\n"
        "class Bare(logging.Handler):\n    pass\nlog.addHandler(Bare())\ntry:\n    log.error('x')\n"
        "except NotImplementedError as e:\n    print('NotImplementedError', e)\n"
        "class Echo(logging.StreamHandler):\n    def emit(self, record):\n        self.stream.write('echo ' + self.format(record) + self.terminator)\n"
        "e = logging.getLogger('echo')\ne.addHandler(Echo())\ne.warning('to stderr')\n"
    ),
    "record_fields": (
        "import logging\nseen = []\nclass Spy(logging.Handler):\n    def emit(self, record):\n"
        "        seen.append((record.name, record.msg, record.args, record.levelname, record.levelno, record.lineno,\n"
        "                     record.funcName, record.exc_info, record.exc_text, record.stack_info, record.getMessage(),\n"
        "                     record.user, repr(record)))\n"
        "        try:\n            record.message\n        except AttributeError as e:\n            seen.append(str(e))\n"
        "log = logging.getLogger('spy')\nlog.addHandler(Spy())\nlog.warning('%s did %d', 'bob', 3, extra={'user': 'u1'})\n"
        "print(seen)\n"
    ),
}


@pytest.mark.parametrize("name", sorted(SAME))
def test_same_as_cpython(name: str) -> None:
    source = SAME[name]
    assert guest(source) == cpython(source)


def test_write_rejects_non_str_as_a_real_text_stream_does() -> None:
    # Under redirect_stdout CPython's sys.stdout is a StringIO (another message): compare
    # with a real TextIOWrapper, which is what a program's sys.stdout is.
    with pytest.raises(TypeError) as want:
        io.TextIOWrapper(io.BytesIO()).write(5)  # type: ignore[arg-type]
    for stream in ("stdout", "stderr"):
        assert guest(f"import sys\nsys.{stream}.write(5)\n")[2] == ("TypeError", str(want.value))


def refused(source: str, **kw: Any) -> stockade.GuestError:
    with pytest.raises(stockade.GuestError) as info:
        stockade.run(stockade.compile(source, **kw))
    return info.value


@pytest.mark.parametrize(
    ("source", "type_name", "words"),
    [
        (
            "import logging\ntry:\n    1/0\nexcept ZeroDivisionError:\n    logging.exception('x')\n",
            "NotImplementedError",
            "traceback",
        ),
        ("import logging\nlogging.getLogger('a').exception('x')\n", "NotImplementedError", "traceback"),
        ("import logging\nlogging.error('x', exc_info=True)\n", "NotImplementedError", "exc_info"),
        ("import logging\nlogging.error('x', stack_info=True)\n", "NotImplementedError", "stack_info"),
        ("import logging\nlogging.basicConfig(format='%(process)d %(message)s')\n", "ValueError", "process"),
        ("import logging\nlogging.Formatter('{thread} {message}', style='{')\n", "ValueError", "thread"),
        (
            "import logging\nclass H(logging.Handler):\n    def emit(self, record):\n        print(record.process)\n"
            "log = logging.getLogger('p')\nlog.addHandler(H())\nlog.warning('x')\n",
            "AttributeError",
            "process",
        ),
        (
            "import logging\nclass H(logging.Handler):\n    def emit(self, record):\n        print(record.created)\n"
            "log = logging.getLogger('p')\nlog.addHandler(H())\nlog.warning('x')\n",
            "AttributeError",
            "nondeterminism",
        ),
        ("import logging\nlogging.LogRecord('n', 10, 'p', 1, 'm', (), None)\n", "TypeError", "loggers"),
        ("import logging\nlogging.Formatter('%(asctime)s %(message)s')\n", "ValueError", "nondeterminism"),
        ("import logging\nlogging.basicConfig(filename='app.log')\n", "ValueError", "filesystem"),
        ("import logging\nlogging.Formatter('%(message)s', validate=False)\n", "ValueError", "validate"),
        ("import logging\nlogging.basicConfig()\nlogging.warning('%d', 'x')\n", "TypeError", "format"),
        ("import logging\nlogging.getLogger().addHandler(5)\n", "TypeError", "addHandler"),
        (
            "import logging\nlog = logging.getLogger()\nlog.handlers.append(3)\nlog.error('x')\n",
            "TypeError",
            "handlers",
        ),
    ],
)
def test_refused_with_a_clear_error(source: str, type_name: str, words: str) -> None:
    e = refused(source)
    assert e.type_name == type_name
    assert words in e.message


def test_clock_fields_with_the_grant() -> None:
    source = (
        "import logging\nlogging.basicConfig(format='%(asctime)s|%(msecs)d|%(message)s', datefmt='%Y')\n"
        "logging.warning('t')\n"
    )
    r = stockade.run(stockade.compile(source, nondeterminism=True))
    year, msecs, message = r.stderr.rstrip("\n").split("|")
    assert len(year) == 4 and year.isdigit() and 0 <= int(msecs) < 1000 and message == "t"
    default = "import logging\nlogging.basicConfig(format='%(asctime)s %(message)s')\nlogging.warning('t')\n"
    text = stockade.run(stockade.compile(default, nondeterminism=True)).stderr
    assert text[4] == "-" and text[19] == "," and text.endswith(" t\n")


def test_runs_share_no_logging_state() -> None:
    program = stockade.compile(
        "import logging\nlog = logging.getLogger('shared')\nprint(len(log.handlers), log.level)\n"
        "log.addHandler(logging.StreamHandler())\nlog.setLevel(10)\nlog.debug('once')\n"
    )
    for _ in range(3):
        r = stockade.run(program)
        assert (r.stdout, r.stderr) == ("0 0\n", "once\n")


def test_stdout_and_stderr_share_the_output_budget() -> None:
    program = stockade.compile("import sys\nprint('x' * 60)\nsys.stderr.write('y' * 60)\n")
    with pytest.raises(stockade.LimitExceeded) as info:
        stockade.run(program, limits=stockade.Limits(stdout=100))
    assert info.value.limit == "stdout"
    assert info.value.stdout == "x" * 60 + "\n" and info.value.stderr == "y" * 39
    r = stockade.run(program, limits=stockade.Limits(stdout=200))
    assert r.stderr == "y" * 60


def test_guest_error_and_result_carry_stderr() -> None:
    with pytest.raises(stockade.GuestError) as info:
        stockade.run(stockade.compile("import sys\nprint('oops', file=sys.stderr)\nraise ValueError('v')\n"))
    assert info.value.stderr == "oops\n"
    r = stockade.run(stockade.compile("print('x')\n"))
    assert r.stderr == "" and "stderr=''" in repr(r)
    assert stockade.Result(1) == stockade.Result(1, stderr="")
    assert stockade.Result(1) != stockade.Result(1, stderr="e")


def test_logging_members_are_refused_at_compile_time_with_hints() -> None:
    for member, word in (("warn", "warning"), ("FileHandler", "filesystem"), ("root", "getLogger")):
        with pytest.raises(stockade.CompileError) as info:
            stockade.compile(f"import logging\nlogging.{member}\n")
        assert word in str(info.value)
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile("import sys\nsys.stdin\n")
    assert "input" in str(info.value)
