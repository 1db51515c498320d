"""Behaviour of runs: results, errors, bindings, the door, programs, caching and limits."""

from __future__ import annotations

import builtins
import gc
import os
import threading
import time
import tracemalloc
from collections import OrderedDict
from typing import Any

import pytest

import stockade
from stockade import (
    BindingError,
    CompileError,
    DoorError,
    ExposedError,
    GuestError,
    LimitExceeded,
    Limits,
    ProgramCache,
    UsageError,
)

SECRET = "sk-live-7f3a-SECRET-token"


class Search(stockade.Binding):
    """A search binding holding host state the guest must never see."""

    def __init__(self, index: dict[str, list[str]] | None = None, api_key: str = SECRET) -> None:
        self._index = index if index is not None else {"intro.md": ["sandbox", "python"], "limits.md": ["fuel", "python"]}
        self._api_key = api_key
        self.calls: list[tuple[str, int]] = []

    @stockade.export
    def query(self, text: str, limit: int = 5) -> list[str]:
        self.calls.append((text, limit))
        hits = [doc for doc, terms in sorted(self._index.items()) if text in terms]
        return hits[:limit]

    @stockade.export
    def crash(self, text: str) -> str:
        raise RuntimeError(f"backend failed with key={self._api_key} for {text}")

    @stockade.export
    def missing(self, key: str) -> str:
        raise ExposedError(f"no document {key}", type_name="KeyError")

    @stockade.export
    def invalid(self, key: str) -> str:
        raise ExposedError(f"bad key {key}", type_name="ValueError")

    @stockade.export
    def odd_type(self, key: str) -> str:
        raise ExposedError(f"odd {key}", type_name="OSError")

    @stockade.export
    def leak_object(self) -> Any:
        return self  # not plain data: refused at the door

    @stockade.export
    def echo(self, value: Any) -> Any:
        return value


def run_script(source: str, **kwargs: Any) -> stockade.Result:
    return stockade.run(stockade.compile(source), **kwargs)


def run_entry(source: str, entry: str = "main", *args: Any, **kwargs: Any) -> stockade.Result:
    return stockade.run(stockade.compile(source), entry, *args, **kwargs)


def search_program(source: str) -> stockade.Program:
    return stockade.compile(source, bindings={"search": Search})


# --- the example -----------------------------------------------------------------


def test_example_search_binding() -> None:
    source = (
        "def main(topic):\n"
        "    hits = search.query(topic)\n"
        "    print(f'{len(hits)} hits for {topic!r}')\n"
        "    return {'topic': topic, 'hits': hits}\n"
    )
    program = search_program(source)
    binding = Search()
    result = stockade.run(program, "main", ["python"], bindings={"search": binding}, limits=Limits(fuel=100_000, wall=1.0))
    assert result.value == {"topic": "python", "hits": ["intro.md", "limits.md"]}
    assert result.stdout == "2 hits for 'python'\n"
    assert binding.calls == [("python", 5)]
    assert [(c.binding, c.export, c.outcome) for c in result.binding_calls] == [("search", "query", "ok")]
    assert result.fuel > 0 and result.wall > 0


def test_example_import_socket_is_refused() -> None:
    with pytest.raises(CompileError) as info:
        stockade.compile("import socket\nsocket.socket()\n")
    assert next(d.code for d in info.value.diagnostics) == "STK-V004"
    assert info.value.diagnostics[0].line == 1


def test_example_while_true_stops_on_fuel() -> None:
    with pytest.raises(LimitExceeded) as info:
        run_script("while True:\n    pass\n", limits=Limits(fuel=10_000))
    assert info.value.limit == "fuel"
    assert info.value.code == "STK-LIMIT-FUEL"


def test_example_eval() -> None:
    assert stockade.eval("1 + 2 * 3") == 7
    assert stockade.eval("f'{name} has {n * 2} items'", inputs={"name": "cart", "n": 21}) == "cart has 42 items"
    assert stockade.eval("sum(x * x for x in xs)", inputs={"xs": [1, 2, 3]}) == 14


def test_eval_with_bindings_and_limits() -> None:
    binding = Search()
    assert stockade.eval("search.query(word, limit=1)", inputs={"word": "python"}, bindings={"search": binding}) == ["intro.md"]
    assert binding.calls == [("python", 1)]
    with pytest.raises(LimitExceeded):
        stockade.eval("while True:\n    pass\n", limits=Limits(fuel=100))
    with pytest.raises(CompileError):
        stockade.eval("import socket\n")


def test_example_from_the_package_docstring() -> None:
    program = stockade.compile("def main(x):\n    return x * 2\n")
    assert stockade.run(program, "main", [21]).value == 42


# --- script mode and entry mode ----------------------------------------------------------


def test_script_result_is_the_last_expression_statement() -> None:
    assert run_script("x = 2\nx * 21\n").value == 42
    assert run_script("1\n2\n'last'\n").value == "last"


def test_script_without_trailing_expression_returns_none() -> None:
    assert run_script("x = 1\n").value is None
    assert run_script("x = 1\nx\ny = 2\n").value is None


def test_script_sees_inputs_as_globals() -> None:
    result = run_script("def f():\n    return total * 2\nf()\n", inputs={"total": 21})
    assert result.value == 42


def test_script_dunder_name_is_main_and_module_name_in_entry_mode() -> None:
    assert run_script("__name__\n").value == "__main__"
    assert run_entry("def main():\n    return __name__\n").value == "main"


def test_entry_mode_runs_the_module_first() -> None:
    result = run_entry("print('loading')\nK = 10\ndef main(x):\n    return x + K\n", "main", [1])
    assert result.value == 11
    assert result.stdout == "loading\n"


@pytest.mark.parametrize(
    ("args", "kwargs", "expected"),
    [
        ([1, 2], None, [1, 2, (), 0, {}]),
        ([1], {"b": 5, "d": 3}, [1, 5, (), 3, {}]),
        ([1, 2, 3, 4], {"d": 9, "z": "extra"}, [1, 2, (3, 4), 9, {"z": "extra"}]),
    ],
)
def test_entry_args_and_kwargs(args: list[Any], kwargs: dict[str, Any] | None, expected: list[Any]) -> None:
    source = "def main(a, b=2, *c, d=0, **e):\n    return [a, b, c, d, e]\n"
    assert run_entry(source, "main", args, kwargs).value == expected


def test_entry_with_wrong_arguments_is_a_guest_type_error() -> None:
    with pytest.raises(GuestError) as info:
        run_entry("def main(a):\n    return a\n", "main", [1, 2])
    assert info.value.type_name == "TypeError"


def test_entry_with_positional_only_parameters() -> None:
    assert run_entry("def main(a, /, b):\n    return a - b\n", "main", [5], {"b": 3}).value == 2


@pytest.mark.parametrize("entry", ["nope", "K", "inner", "f"])
def test_entry_not_found_is_usage_error(entry: str) -> None:
    program = stockade.compile("K = 1\ndef main():\n    def inner():\n        pass\nf = lambda: 1\n")
    with pytest.raises(UsageError):
        stockade.run(program, entry)


def test_entry_rebound_to_a_non_function_is_usage_error() -> None:
    program = stockade.compile("def main():\n    return 1\nmain = 5\n")
    with pytest.raises(UsageError):
        stockade.run(program, "main")


@pytest.mark.parametrize("bad", [{"__x": 1}, {"not an identifier": 1}, {1: 2}])
def test_bad_input_names_are_usage_errors(bad: dict[Any, Any]) -> None:
    with pytest.raises(UsageError):
        run_script("1\n", inputs=bad)


def test_input_shadowing_a_binding_is_usage_error() -> None:
    program = search_program("search.query('x')\n")
    with pytest.raises(UsageError):
        stockade.run(program, bindings={"search": Search()}, inputs={"search": 1})


def test_run_requires_a_program_and_limits() -> None:
    with pytest.raises(UsageError):
        stockade.run("1 + 1")  # type: ignore[arg-type]
    with pytest.raises(UsageError):
        stockade.run(stockade.compile("1\n"), limits={"fuel": 1})  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "kwargs", [{"fuel": -1}, {"memory": 1.5}, {"wall": 0}, {"wall": -1.0}, {"recursion": "5"}, {"stdout": None}]
)
def test_bad_limits_are_usage_errors(kwargs: dict[str, Any]) -> None:
    with pytest.raises(UsageError):
        Limits(**kwargs)


# --- stdout ----------------------------------------------------------------------------------


def test_print_sep_end_and_capture() -> None:
    result = run_script("print(1, 'a', [2], sep='-', end='!')\nprint()\nprint('x', None, sep=None, end=None)\n")
    assert result.stdout == "1-a-[2]!\nx None\n"


def test_print_to_a_value_without_write_is_cpythons_error() -> None:
    with pytest.raises(GuestError) as info:
        run_script("print('x', file=None)\nprint('y', file='f')\n")
    assert info.value.type_name == "AttributeError"
    assert info.value.message == "'str' object has no attribute 'write'"
    assert info.value.stdout == "x\n"
    assert info.value.frames[-1].line == 2


def test_stdout_is_per_run() -> None:
    program = stockade.compile("print('once')\n")
    assert stockade.run(program).stdout == "once\n"
    assert stockade.run(program).stdout == "once\n"


def test_print_does_not_reach_the_host_stdout(capsys: pytest.CaptureFixture[str]) -> None:
    run_script("print('guest text')\n")
    assert "guest text" not in capsys.readouterr().out


# --- guest errors --------------------------------------------------------------------------


def test_guest_error_fields_and_guest_frames_only() -> None:
    source = "def helper(d):\n    return d['missing']\n\ndef main():\n    return helper({})\n"
    with pytest.raises(GuestError) as info:
        run_entry(source)
    err = info.value
    assert err.type_name == "KeyError"
    assert err.message == "'missing'"
    assert err.code == "STK-GUEST"
    assert [(f.file, f.line, f.function) for f in err.frames] == [("main.py", 5, "main"), ("main.py", 2, "helper")]
    assert err.host_exception is None
    assert "main.py:2" in str(err)


def test_guest_error_keeps_what_was_printed() -> None:
    with pytest.raises(GuestError) as info:
        run_script("print('before')\n1 / 0\n")
    assert info.value.stdout == "before\n"


def test_guest_error_message_is_bounded() -> None:
    with pytest.raises(GuestError) as info:
        run_script("raise ValueError('x' * 5000)\n")
    assert info.value.message.startswith("xxx")
    assert 2000 <= len(info.value.message) <= 2010


def test_guest_error_in_script_has_module_frame() -> None:
    with pytest.raises(GuestError) as info:
        run_script("x = 1\nraise ValueError('bad value ' + str(x))\n")
    assert (info.value.type_name, info.value.message) == ("ValueError", "bad value 1")
    assert [(f.file, f.line, f.function) for f in info.value.frames] == [("main.py", 2, "<module>")]


@pytest.mark.parametrize(
    ("source", "type_name"),
    [
        ("import json\ndef main():\n    return json.loads('{')\n", "JSONDecodeError"),
        ("def main():\n    return sorted([1, 'a'])\n", "TypeError"),
        ("def main():\n    return int('x')\n", "ValueError"),
        ("def main():\n    return list(map(lambda v: 1 // v, [1, 0]))\n", "ZeroDivisionError"),
        ("import math\ndef main():\n    return math.sqrt(-1)\n", "ValueError"),
        ("def main():\n    x = 1\n    return x.upper()\n", "AttributeError"),
    ],
)
def test_errors_raised_inside_builtins_and_stdlib_show_guest_frames_only(source: str, type_name: str) -> None:
    with pytest.raises(GuestError) as info:
        run_entry(source)
    assert info.value.type_name == type_name
    assert info.value.frames, "at least the guest frame that made the call"
    assert all(f.file == "main.py" for f in info.value.frames)
    assert info.value.frames[0].function == "main"


def test_frames_of_a_multi_file_program() -> None:
    files = {"main.py": "import util\ndef main():\n    return util.g()\n", "util.py": "def g():\n    return [][1]\n"}
    with pytest.raises(GuestError) as info:
        stockade.run(stockade.compile(files, entry="main.py"), "main")
    assert [(f.file, f.line, f.function) for f in info.value.frames] == [("main.py", 3, "main"), ("util.py", 2, "g")]


def test_raise_from_and_exception_chaining_inside_the_guest() -> None:
    source = (
        "def main():\n"
        "    try:\n"
        "        try:\n"
        "            {}['k']\n"
        "        except KeyError as e:\n"
        "            raise ValueError('wrapped') from e\n"
        "    except ValueError as e:\n"
        "        return [str(e), repr(e.__cause__), e.__suppress_context__, e.__context__ is e.__cause__, e.args]\n"
    )
    assert run_entry(source).value == ["wrapped", "KeyError('k')", True, True, ("wrapped",)]
    with pytest.raises(CompileError) as info:  # links cannot be deleted: chains are made with `from`
        stockade.compile("e = ValueError()\ndel e.__cause__\n")
    assert "raise X from Y" in str(info.value)
    assigned = "e = ValueError()\ne.__cause__ = KeyError('k')\n[repr(e.__cause__), e.__suppress_context__]\n"
    assert stockade.eval(assigned) == ["KeyError('k')", True]


def test_str_format_fields_go_through_the_attribute_guard() -> None:
    assert stockade.eval("'{0.real}-{0.imag}-{1[0]}'.format(3, [4])") == "3-0-4"
    with pytest.raises(GuestError) as info:
        stockade.eval("'{0.__class__.__base__}'.format(1)")
    assert info.value.type_name == "AttributeError"
    with pytest.raises(GuestError) as info:
        stockade.eval("'{x.__class__.__mro__}'.format_map({'x': 1})")
    assert info.value.type_name == "AttributeError"


def test_guest_assert_failure() -> None:
    with pytest.raises(GuestError) as info:
        run_script("assert 1 == 2, 'math is broken'\n")
    assert (info.value.type_name, info.value.message) == ("AssertionError", "math is broken")


def test_guest_can_catch_its_own_base_exception_or_it_is_refused() -> None:
    source = "try:\n    raise BaseException('x')\nexcept BaseException as e:\n    r = str(e)\nr\n"
    try:
        program = stockade.compile(source)
    except CompileError:
        return  # refusing BaseException at compile time would also be consistent
    assert stockade.run(program).value == "x"


def test_runtime_import_error_can_be_caught_by_name() -> None:
    files = {"main.py": "try:\n    from util import Y\nexcept ImportError as e:\n    r = str(e)\nr\n", "util.py": "if False:\n    Y = 1\n"}
    value = stockade.run(stockade.compile(files, entry="main.py")).value
    assert "Y" in value


# --- bindings --------------------------------------------------------------------------------


class Other(stockade.Binding):
    @stockade.export
    def query(self, text: str, limit: int = 5) -> list[str]:
        return []


class SearchSub(Search):
    pass


@pytest.mark.parametrize(
    "bindings",
    [
        None,
        {},
        {"search": Search(), "extra": Other()},
        {"search": Other()},
        {"search": Search},
        {"other": Search()},
    ],
    ids=["none", "missing", "extra", "wrong_class", "class_not_instance", "wrong_name"],
)
def test_bindings_mismatch_is_binding_error_before_the_guest_starts(bindings: dict[str, Any] | None) -> None:
    log = Search()
    program = search_program("print('started')\nsearch.query('python')\n")
    with pytest.raises(BindingError):
        stockade.run(program, bindings=bindings)
    assert log.calls == []
    # a subclass instance is an instance of the class: accepted
    assert stockade.run(program, bindings={"search": SearchSub()}).stdout == "started\n"


def test_binding_given_to_a_program_compiled_without_it_is_binding_error() -> None:
    with pytest.raises(BindingError):
        stockade.run(stockade.compile("1\n"), bindings={"search": Search()})


def test_host_exception_is_sanitised_and_kept_for_the_host() -> None:
    source = (
        "def main():\n"
        "    try:\n"
        "        search.crash('q')\n"
        "    except BindingError as e:\n"
        "        return ['caught', str(e), e.args]\n"
    )
    result = stockade.run(search_program(source), "main", bindings={"search": Search()})
    assert result.value == ["caught", "search.crash failed", ("search.crash failed",)]
    (host,) = result.host_exceptions
    assert type(host) is RuntimeError and SECRET in str(host)
    assert [c.outcome for c in result.binding_calls] == ["error"]


def test_uncaught_host_exception_reaches_the_host_as_guest_error_with_the_original() -> None:
    with pytest.raises(GuestError) as info:
        stockade.run(search_program("def main():\n    search.crash('q')\n"), "main", bindings={"search": Search()})
    err = info.value
    assert (err.type_name, err.message) == ("BindingError", "search.crash failed")
    assert type(err.host_exception) is RuntimeError and SECRET in str(err.host_exception)
    assert [(f.line, f.function) for f in err.frames] == [(2, "main")]


def test_guest_binding_error_is_catchable_as_exception() -> None:
    source = "try:\n    search.crash('q')\nexcept Exception as e:\n    r = 'generic ' + str(e)\nr\n"
    assert stockade.run(search_program(source), bindings={"search": Search()}).value == "generic search.crash failed"


@pytest.mark.parametrize(("export", "type_name", "text"), [("missing", "KeyError", "no document k"), ("invalid", "ValueError", "bad key k")])
def test_exposed_error_reaches_the_guest_with_its_type(export: str, type_name: str, text: str) -> None:
    source = f"def main():\n    try:\n        search.{export}('k')\n    except {type_name} as e:\n        return ['caught', e.args[0]]\n"
    result = stockade.run(search_program(source), "main", bindings={"search": Search()})
    assert result.value == ["caught", text]
    (host,) = result.host_exceptions
    assert isinstance(host, ExposedError) and host.type_name == type_name
    with pytest.raises(GuestError) as info:
        stockade.run(search_program(f"search.{export}('k')\n"), bindings={"search": Search()})
    assert info.value.type_name == type_name
    assert text in info.value.message


def test_exposed_error_with_unknown_type_becomes_binding_error() -> None:
    with pytest.raises(GuestError) as info:
        stockade.run(search_program("search.odd_type('k')\n"), bindings={"search": Search()})
    assert (info.value.type_name, info.value.message) == ("BindingError", "odd k")


def test_binding_returning_a_host_object_is_refused_at_the_door() -> None:
    source = "try:\n    search.leak_object()\nexcept BindingError as e:\n    r = str(e)\nr\n"
    result = stockade.run(search_program(source), bindings={"search": Search()})
    assert result.value == "search.leak_object failed"
    assert isinstance(result.host_exceptions[0], DoorError)


def test_binding_arguments_are_copies() -> None:
    class Keeper(stockade.Binding):
        def __init__(self) -> None:
            self.kept: list[Any] = []

        @stockade.export
        def keep(self, value: list[int]) -> list[int]:
            self.kept.append(value)
            value.append(99)  # mutating the host copy
            return value

    keeper = Keeper()
    program = stockade.compile("x = [1]\ny = k.keep(x)\n[x, y]\n", bindings={"k": Keeper})
    assert stockade.run(program, bindings={"k": keeper}).value == [[1], [1, 99]]
    assert keeper.kept == [[1, 99]]


def test_binding_call_with_wrong_arguments_at_run_time_is_type_error() -> None:
    source = "args = ['a', 1, 2]\ntry:\n    search.query(*args)\nexcept TypeError as e:\n    r = 'refused'\nr\n"
    assert stockade.run(search_program(source), bindings={"search": Search()}).value == "refused"


def test_binding_call_with_a_function_argument_is_refused() -> None:
    source = "try:\n    search.echo(len)\nexcept TypeError as e:\n    r = 'refused'\nr\n"
    result = stockade.run(search_program(source), bindings={"search": Search()})
    assert result.value == "refused"
    assert [c.outcome for c in result.binding_calls] == ["refused"]


def test_binding_state_never_reaches_result_errors_or_stdout() -> None:
    source = (
        "def main():\n"
        "    out = []\n"
        "    for name in ['crash', 'missing']:\n"
        "        try:\n"
        "            if name == 'crash':\n"
        "                search.crash('q')\n"
        "            else:\n"
        "                search.missing('q')\n"
        "        except Exception as e:\n"
        "            out.append([str(e), repr(e), e.args])\n"
        "    print(out)\n"
        "    return out\n"
    )
    binding = Search()
    result = stockade.run(search_program(source), "main", bindings={"search": binding})
    assert SECRET not in repr(result)
    assert SECRET not in result.stdout
    assert SECRET not in repr(result.value)
    assert SECRET not in repr(result.binding_calls)
    assert SECRET not in repr(binding)
    with pytest.raises(GuestError) as info:
        stockade.run(search_program("search.crash('q')\n"), bindings={"search": binding})
    assert SECRET not in str(info.value)
    assert SECRET not in repr(info.value)
    assert SECRET not in info.value.message
    assert SECRET not in stockade.format_error(info.value)
    with pytest.raises(LimitExceeded) as limit:
        stockade.run(search_program("while True:\n    search.query('x')\n"), bindings={"search": binding}, limits=Limits(binding_calls=3))
    assert SECRET not in str(limit.value) and SECRET not in limit.value.stdout


def test_binding_instance_cannot_be_passed_as_input() -> None:
    with pytest.raises(DoorError):
        run_script("x\n", inputs={"x": Search()})


def test_a_binding_may_start_a_nested_run() -> None:
    class Nested(stockade.Binding):
        @stockade.export
        def inner(self, source: str) -> Any:
            return stockade.eval(source, limits=Limits(fuel=1_000))

    program = stockade.compile(
        "def main():\n"
        "    ok = nested.inner('sum(range(10))')\n"
        "    try:\n"
        "        nested.inner('while True:\\n    pass\\n')\n"
        "    except BindingError as e:\n"
        "        return [ok, str(e)]\n",
        bindings={"nested": Nested},
    )
    result = stockade.run(program, "main", bindings={"nested": Nested()}, limits=Limits(fuel=100))
    assert result.value == [45, "nested.inner failed"]
    (inner_error,) = result.host_exceptions
    assert isinstance(inner_error, LimitExceeded) and inner_error.limit == "fuel"
    assert result.fuel < 100  # the inner run's fuel is not charged to the outer one


def test_concurrent_runs_in_threads_are_independent() -> None:
    program = stockade.compile("def main(k):\n    acc = []\n    for i in range(2000):\n        acc.append(i * k)\n    print(k)\n    return sum(acc)\n")
    results: dict[int, Any] = {}
    errors: list[BaseException] = []

    def work(k: int) -> None:
        try:
            for _ in range(20):
                r = stockade.run(program, "main", [k])
                assert (r.value, r.stdout) == (k * 1999 * 1000, f"{k}\n")
                results[k] = r.fuel
        except BaseException as e:
            errors.append(e)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(1, 9)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert len(set(results.values())) == 1  # same work, same fuel, whatever the interleaving


# --- the door --------------------------------------------------------------------------------


def test_result_is_a_copy_and_module_state_is_fresh() -> None:
    program = stockade.compile("K = [1]\ndef main():\n    return K\n")
    first = stockade.run(program, "main").value
    first.append("host mutation")
    assert stockade.run(program, "main").value == [1]


def test_arguments_are_copied_in() -> None:
    program = stockade.compile("def main(x):\n    x.append(1)\n    return x\n")
    arg = [0]
    assert stockade.run(program, "main", [arg]).value == [0, 1]
    assert arg == [0]  # the guest mutated its own copy
    assert stockade.run(program, "main", [arg]).value == [0, 1]


def test_inputs_are_copied_in_and_results_out() -> None:
    program = stockade.compile("data['k'].append(len(data['k']))\ndata\n")
    data = {"k": [7]}
    result = stockade.run(program, inputs={"data": data})
    assert result.value == {"k": [7, 1]}
    assert data == {"k": [7]}
    data["k"].append("host mutation after the run")
    assert result.value == {"k": [7, 1]}


def test_plain_subclasses_are_converted_to_plain_types() -> None:
    class MyStr(str):
        pass

    class MyInt(int):
        pass

    value = run_entry(
        "def main(a, b, c):\n    return [isinstance(a, str), a.upper(), b + 1, c]\n",
        "main",
        [MyStr("x"), MyInt(4), OrderedDict(k=1)],
    ).value
    assert value == [True, "X", 5, {"k": 1}]
    assert type(value[3]) is dict


@pytest.mark.parametrize(
    "source",
    [
        "def main():\n    return lambda: 1\n",
        "def main():\n    return main\n",
        "def main():\n    return iter([1, 2])\n",
        "def main():\n    return (x for x in [1])\n",
        "def main():\n    return map(str, [1])\n",
        "import math\ndef main():\n    return math\n",
        "import math\ndef main():\n    return math.sqrt\n",
        "def main():\n    return len\n",
        "def main():\n    return range(3)\n",
        "def main():\n    return [1, {'k': print}]\n",
        "def main():\n    return ValueError('x')\n",
        "def main():\n    return {}.keys()\n",
        "def main():\n    return bytearray(b'x')\n",
    ],
)
def test_non_plain_results_are_door_errors(source: str) -> None:
    with pytest.raises(DoorError):
        run_entry(source)


@pytest.mark.parametrize("value", [len, lambda: 1, object(), iter([1]), (x for x in []), builtins, Search, [1, {2: [object()]}]])
def test_non_plain_inputs_are_door_errors(value: Any) -> None:
    with pytest.raises(DoorError):
        run_script("x\n", inputs={"x": value})
    with pytest.raises(DoorError):
        run_entry("def main(x):\n    return 1\n", "main", [value])


def test_plain_values_round_trip() -> None:
    value = [None, True, False, 0, -1, 2**200, 1.5, float("inf"), "s", b"b", (1, (2,)), {"k": [1]}, {1, 2}, frozenset({3})]
    assert run_entry("def main(x):\n    return x\n", "main", [value]).value == value


@pytest.mark.parametrize("value", ["a" * 2_000_000, ["a" * 1000] * 3000, 1 << 20_000_000], ids=["str", "list", "int"])
def test_inputs_larger_than_the_memory_limit_are_refused_before_the_run(value: Any) -> None:
    assert limit_of(stockade.compile("len(x)\n"), Limits(memory=1_000_000), inputs={"x": value}).limit == "memory"


def test_deep_nesting_is_refused_at_the_door() -> None:
    deep: Any = []
    for _ in range(200):
        deep = [deep]
    with pytest.raises(DoorError):
        run_script("x\n", inputs={"x": deep})
    with pytest.raises(DoorError):
        run_entry("def main():\n    x = []\n    for i in range(200):\n        x = [x]\n    return x\n")
    shallow: Any = []
    for _ in range(50):
        shallow = [shallow]
    assert run_entry("def main(x):\n    return x\n", "main", [shallow]).value == shallow


def test_self_referencing_value_is_refused_not_a_crash() -> None:
    with pytest.raises((DoorError, LimitExceeded)):
        run_entry("def main():\n    x = []\n    x.append(x)\n    return x\n")


# --- multi-file programs ---------------------------------------------------------------------


def test_import_module_and_from_import() -> None:
    files = {
        "main.py": "import util\nfrom util import helper\nfrom util import helper as h2\ndef main():\n    return [util.helper(2), helper(3), h2(4), util.K]\n",
        "util.py": "K = 5\ndef helper(x):\n    return x * K\n",
    }
    assert stockade.run(stockade.compile(files, entry="main.py"), "main").value == [10, 15, 20, 5]


def test_imported_module_runs_once_per_run_and_fresh_each_run() -> None:
    files = {
        "main.py": "import counter\nimport counter as again\nfrom counter import bump\nbump()\nagain.bump()\ncounter.state\n",
        "counter.py": "print('init')\nstate = [0]\ndef bump():\n    state[0] += 1\n",
    }
    program = stockade.compile(files, entry="main.py")
    for _ in range(2):
        result = stockade.run(program)
        assert result.value == [2]
        assert result.stdout == "init\n"


def test_circular_import() -> None:
    files = {
        "main.py": "import a\ndef main():\n    return a.f()\n",
        "a.py": "import b\nX = 1\ndef f():\n    return b.g() + X\n",
        "b.py": "import a\ndef g():\n    return a.X * 10\n",
    }
    assert stockade.run(stockade.compile(files, entry="main.py"), "main").value == 11


def test_from_import_of_a_name_missing_at_run_time_is_import_error() -> None:
    files = {"main.py": "from util import Y\n", "util.py": "if False:\n    Y = 1\n"}
    with pytest.raises(GuestError) as info:
        stockade.run(stockade.compile(files, entry="main.py"))
    assert info.value.type_name == "ImportError"
    assert "Y" in info.value.message


def test_from_import_in_a_partially_initialised_cycle_is_import_error() -> None:
    files = {"main.py": "from a import X\ndef main():\n    return X\n", "a.py": "from main import main\nX = 3\n"}
    with pytest.raises(GuestError) as info:
        stockade.run(stockade.compile(files, entry="main.py"), "main")
    assert info.value.type_name == "ImportError"


def test_import_of_a_missing_name_is_refused_at_compile_time_when_known() -> None:
    files = {"main.py": "from util import nothere\n", "util.py": "X = 1\n"}
    with pytest.raises(CompileError) as info:
        stockade.compile(files, entry="main.py")
    assert [d.code for d in info.value.diagnostics] == ["STK-V004"]


def test_import_of_a_missing_file_is_refused() -> None:
    with pytest.raises(CompileError) as info:
        stockade.compile({"main.py": "import nothere\n", "util.py": "x = 1\n"}, entry="main.py")
    assert [d.code for d in info.value.diagnostics] == ["STK-V004"]


def test_module_facade_has_no_dunder_access_and_is_read_only() -> None:
    files = {"main.py": "import util\nutil.X = 2\n", "util.py": "X = 1\n"}
    with pytest.raises(CompileError) as info:
        stockade.compile(files, entry="main.py")
    assert [d.code for d in info.value.diagnostics] == ["STK-V009"]


@pytest.mark.parametrize(
    ("files", "entry"),
    [
        ({"main.py": "1\n", "util.py": "2\n"}, None),  # multi-file needs an entry
        ({"main.py": "1\n"}, "other.py"),
        ({"main.txt": "1\n"}, None),
        ({"math.py": "1\n"}, None),  # would shadow an admitted module
        ({"__init__.py": "1\n"}, None),
        ({}, None),
    ],
)
def test_bad_program_files_are_usage_errors(files: dict[str, str], entry: str | None) -> None:
    with pytest.raises(UsageError):
        stockade.compile(files, entry=entry)


# --- programs: hash, cache ------------------------------------------------------------------


def test_program_hash_is_stable_and_content_addressed() -> None:
    a = stockade.compile("x = 1\n")
    assert a.hash == stockade.compile("x = 1\n").hash
    assert len(a.hash) == 64 and int(a.hash, 16) >= 0
    assert a.hash != stockade.compile("x = 2\n").hash
    assert a.hash != stockade.compile("x = 1\n", filename="other.py").hash
    files = {"main.py": "import u\n", "u.py": "x = 1\n"}
    assert stockade.compile(files, entry="main.py").hash == stockade.compile(dict(reversed(files.items())), entry="main.py").hash
    assert stockade.compile(files, entry="main.py").hash != stockade.compile({**files, "u.py": "x = 2\n"}, entry="main.py").hash


def test_program_hash_depends_on_the_bindings() -> None:
    source = "x = 1\n"
    plain = stockade.compile(source).hash
    with_search = stockade.compile(source, bindings={"search": Search}).hash
    assert plain != with_search
    assert with_search == stockade.compile(source, bindings={"search": Search}).hash
    assert with_search != stockade.compile(source, bindings={"search": Other}).hash
    assert with_search != stockade.compile(source, bindings={"finder": Search}).hash


def test_program_is_immutable() -> None:
    program = stockade.compile("x = 1\n")
    with pytest.raises(AttributeError):
        program.hash = "x"  # type: ignore[misc]
    with pytest.raises(TypeError):
        program.files["main.py"] = "y = 2\n"  # type: ignore[index]


def test_program_cache_calls_the_loader_only_on_a_miss() -> None:
    cache = ProgramCache(4)
    calls: list[str] = []

    def loader() -> stockade.Program:
        calls.append("load")
        return stockade.compile("1\n")

    first = cache.get("k", loader)
    second = cache.get("k", loader)
    assert first is second
    assert calls == ["load"]
    assert (cache.hits, cache.misses) == (1, 1)
    assert "k" in cache and len(cache) == 1


def test_program_cache_evicts_least_recently_used() -> None:
    cache = ProgramCache(2)
    loaded: list[int] = []

    def loader(n: int) -> Any:
        def load() -> stockade.Program:
            loaded.append(n)
            return stockade.compile(f"{n}\n")

        return load

    for key in [1, 2, 1, 3, 2, 1]:
        program = cache.get(key, loader(key))
        assert stockade.run(program).value == key
    # 1 miss, 2 miss, 1 hit, 3 miss (evicts 2), 2 miss (evicts 1), 1 miss (evicts 3)
    assert loaded == [1, 2, 3, 2, 1]
    assert (cache.hits, cache.misses) == (1, 5)
    assert len(cache) == 2 and 1 in cache and 2 in cache and 3 not in cache
    cache.clear()
    assert len(cache) == 0


def test_program_cache_rejects_bad_use() -> None:
    with pytest.raises(UsageError):
        ProgramCache(0)
    cache = ProgramCache(2)
    with pytest.raises(UsageError):
        cache.get("k", lambda: "not a program")  # type: ignore[arg-type,return-value]
    assert "k" not in cache


def test_program_cache_loader_errors_propagate_and_cache_nothing() -> None:
    cache = ProgramCache(2)
    with pytest.raises(CompileError):
        cache.get("bad", lambda: stockade.compile("import socket\n"))
    assert "bad" not in cache
    assert cache.get("bad", lambda: stockade.compile("1\n")) is not None


# --- no state survives a run -----------------------------------------------------------------


def test_mutable_default_argument_does_not_survive() -> None:
    program = stockade.compile("def main(x=[]):\n    x.append(1)\n    return len(x)\n")
    assert [stockade.run(program, "main").value for _ in range(3)] == [1, 1, 1]


def test_module_global_counter_does_not_survive() -> None:
    program = stockade.compile("n = 0\ndef main():\n    global n\n    n += 1\n    return n\n")
    assert [stockade.run(program, "main").value for _ in range(3)] == [1, 1, 1]


def test_closure_state_does_not_survive() -> None:
    program = stockade.compile(
        "def counter():\n    n = 0\n    def inc():\n        nonlocal n\n        n += 1\n        return n\n    return inc\nc = counter()\nc()\nc()\n"
    )
    assert [stockade.run(program).value for _ in range(2)] == [2, 2]


def test_imported_stdlib_facade_cannot_be_mutated_across_runs() -> None:
    with pytest.raises(CompileError):
        stockade.compile("import math\nmath.pi = 3\n")
    # a guest name shadowing a module member changes only its own namespace
    program = stockade.compile("import math\npi = 3\ndef main():\n    return [pi, math.pi]\n")
    import math

    assert stockade.run(program, "main").value == [3, math.pi]
    assert stockade.run(stockade.compile("import math\nmath.pi\n")).value == math.pi


# --- limits ---------------------------------------------------------------------------------------


def limit_of(program: stockade.Program, limits: Limits, **kwargs: Any) -> LimitExceeded:
    with pytest.raises(LimitExceeded) as info:
        stockade.run(program, limits=limits, **kwargs)
    return info.value


def test_fuel_limit() -> None:
    err = limit_of(stockade.compile("x = 0\nwhile True:\n    x += 1\n"), Limits(fuel=5_000))
    assert (err.limit, err.code) == ("fuel", "STK-LIMIT-FUEL")


def test_fuel_limit_in_a_comprehension_and_recursion() -> None:
    assert limit_of(stockade.compile("x = [i for i in range(10**9)]\n"), Limits(fuel=5_000)).limit == "fuel"
    # recursion that unwinds and starts again never hits the depth limit, only fuel
    source = "def f(n):\n    return 0 if n % 50 == 0 else f(n + 1)\ndef g():\n    while True:\n        f(1)\ng()\n"
    assert limit_of(stockade.compile(source), Limits(fuel=5_000)).limit == "fuel"


def test_memory_limit_on_a_big_string() -> None:
    err = limit_of(stockade.compile("x = 'a' * 10**9\n"), Limits(memory=10 * 2**20))
    assert (err.limit, err.code) == ("memory", "STK-LIMIT-MEMORY")


def test_memory_limit_on_growth() -> None:
    err = limit_of(stockade.compile("x = []\nwhile True:\n    x.append('a' * 1000)\n"), Limits(memory=10 * 2**20, fuel=10**9))
    assert err.limit == "memory"


def test_wall_limit() -> None:
    t0 = time.monotonic()
    err = limit_of(stockade.compile("while True:\n    pass\n"), Limits(fuel=10**15, wall=0.2))
    assert err.limit == "wall"
    assert time.monotonic() - t0 < 3.0


def test_wall_limit_inside_a_long_builtin() -> None:
    t0 = time.monotonic()
    err = limit_of(stockade.compile("x = sum(range(10**13))\n"), Limits(fuel=10**15, wall=0.2))
    assert err.limit == "wall"
    assert time.monotonic() - t0 < 3.0


def test_recursion_limit() -> None:
    program = stockade.compile("def f(n):\n    return 0 if n == 0 else 1 + f(n - 1)\n")
    assert stockade.run(program, "f", [20], limits=Limits(recursion=50)).value == 20
    err = limit_of(program, Limits(recursion=50), entry="f", args=[100])
    assert (err.limit, err.code) == ("recursion", "STK-LIMIT-RECURSION")
    # the default is CPython's own limit, less the host's stack below the run and a margin
    assert stockade.run(program, "f", [800]).value == 800
    assert limit_of(program, Limits(), entry="f", args=[5000]).limit == "recursion"


def test_memoised_recursion_through_c_runs_as_deep_as_in_cpython() -> None:
    # an lru_cache'd recursion through min() over a generator: guest frames and C calls
    # per level, a common dynamic-programming shape (CPython itself stops near 250 levels
    # on 3.11 and 3.12, Stockade near 175: the metering min() is one more frame a level)
    source = (
        "import functools\n@functools.lru_cache(None)\ndef best(n):\n"
        "    return 0 if n <= 0 else min(best(n - c) + 1 for c in (1, 3))\nbest(150)\n"
    )
    assert stockade.run(stockade.compile(source)).value == 50
    report = stockade.run(stockade.compile("import sys\nsys.getrecursionlimit()\n")).value
    assert 500 < report <= 1000


def test_recursion_limit_above_cpythons_is_still_terminal() -> None:
    import sys

    deep = sys.getrecursionlimit() * 2
    # (an alias: `except RecursionError` itself is refused at compile time)
    source = "RE = RecursionError\ndef f(n):\n    return f(n + 1)\ntry:\n    f(0)\nexcept RE:\n    r = 'swallowed'\nr\n"
    try:
        limits = Limits(recursion=deep)
    except UsageError:
        return  # refusing such a limit up front would also be consistent
    assert limit_of(stockade.compile(source), limits).limit == "recursion"


def test_stdout_limit_keeps_what_was_printed() -> None:
    err = limit_of(stockade.compile("while True:\n    print('hello')\n"), Limits(stdout=100))
    assert err.limit == "stdout"
    assert err.stdout.startswith("hello\nhello\n")
    assert len(err.stdout.encode()) <= 100


def test_wall_limit_counts_time_spent_in_bindings() -> None:
    class Slow(stockade.Binding):
        @stockade.export
        def wait(self, seconds: float) -> None:
            time.sleep(seconds)

    program = stockade.compile("slow.wait(0.3)\nwhile True:\n    pass\n", bindings={"slow": Slow})
    err = limit_of(program, Limits(wall=0.1, fuel=10**15), bindings={"slow": Slow()})
    assert err.limit == "wall"


def test_stdout_limit_is_exact_in_utf8_bytes() -> None:
    program = stockade.compile("print('ab' + 'é')\n")  # 5 bytes with the newline
    assert stockade.run(program, limits=Limits(stdout=5)).stdout == "abé\n"
    assert limit_of(program, Limits(stdout=4)).limit == "stdout"


def test_zero_limits() -> None:
    program = stockade.compile("def f():\n    return 1\n")
    assert limit_of(program, Limits(fuel=0), entry="f").limit == "fuel"
    assert stockade.run(program, "f", limits=Limits(fuel=1)).value == 1
    assert limit_of(stockade.compile("print()\n"), Limits(stdout=0)).limit == "stdout"


def test_binding_calls_limit() -> None:
    binding = Search()
    program = search_program("for i in range(100):\n    search.query('x')\n")
    err = limit_of(program, Limits(binding_calls=5), bindings={"search": binding})
    assert err.limit == "binding_calls"
    assert len(binding.calls) == 5


def test_result_limit() -> None:
    assert limit_of(stockade.compile("'a' * 10_000\n"), Limits(result=1000)).limit == "result"
    assert limit_of(stockade.compile("['a'] * 10_000\n"), Limits(result=1000)).limit == "result"
    assert stockade.run(stockade.compile("'a' * 100\n"), limits=Limits(result=1000)).value == "a" * 100


LIMIT_BODIES = [
    ("fuel", "while True:\n            pass", Limits(fuel=2_000)),
    ("memory", "x = 'a' * 10**9", Limits(memory=10 * 2**20)),
    ("recursion", "f()", Limits(recursion=30)),
    ("stdout", "while True:\n            print('x' * 10)", Limits(stdout=100)),
    ("wall", "while True:\n            pass", Limits(fuel=10**15, wall=0.2)),
]

HANDLERS = [
    ("except_base", "except BaseException:\n        return 'swallowed'"),
    ("bare_except", "except:\n        return 'swallowed'"),
    ("except_exception", "except Exception:\n        return 'swallowed'"),
    ("except_memory", "except MemoryError:\n        return 'swallowed'"),
    ("except_recursion", "except RE:\n        return 'swallowed'"),  # RE = RecursionError (an alias)
    ("except_tuple", "except (StopIteration, MemoryError, RE, Exception, BaseException):\n        return 'swallowed'"),
    ("finally_return", "finally:\n        return 'swallowed'"),
    ("except_then_loop", "except BaseException:\n        while True:\n            pass"),
]


@pytest.mark.parametrize(("kind", "body", "limits"), LIMIT_BODIES, ids=[b[0] for b in LIMIT_BODIES])
@pytest.mark.parametrize(("hname", "handler"), HANDLERS, ids=[h[0] for h in HANDLERS])
def test_limits_are_terminal(kind: str, body: str, limits: Limits, hname: str, handler: str) -> None:
    source = f"RE = RecursionError\ndef f():\n    try:\n        {body}\n    {handler}\n    return 'after'\nr = f()\nr\n"
    err = limit_of(stockade.compile(source), limits)
    assert err.limit == kind


@pytest.mark.parametrize("clause", ["except RecursionError:", "except (ValueError, RecursionError) as e:"])
def test_a_handler_for_recursion_error_is_refused_at_compile_time(clause: str) -> None:
    # CPython would run it after deep recursion; the guest's depth limit stops the run first.
    source = f"def f(n):\n    return f(n + 1)\ntry:\n    f(0)\n{clause}\n    pass\n"
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile(source)
    assert [d.code for d in info.value.diagnostics] == ["STK-V001"]
    assert "RecursionError" in info.value.diagnostics[0].message


def test_limit_is_terminal_across_nested_handlers_and_finally() -> None:
    source = (
        "def f():\n"
        "    for i in range(3):\n"
        "        try:\n"
        "            try:\n"
        "                while True:\n"
        "                    pass\n"
        "            finally:\n"
        "                continue\n"
        "        except BaseException:\n"
        "            pass\n"
        "    return 'escaped'\n"
        "f()\n"
    )
    assert limit_of(stockade.compile(source), Limits(fuel=3_000)).limit == "fuel"


def test_limit_cannot_be_swallowed_by_a_generator_expression_consumer() -> None:
    source = "def spin():\n    while True:\n        pass\ntry:\n    x = any(spin() for i in range(3))\nexcept BaseException:\n    x = 'swallowed'\nx\n"
    assert limit_of(stockade.compile(source), Limits(fuel=2_000)).limit == "fuel"


def test_fuel_is_deterministic() -> None:
    program = stockade.compile(
        "def fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\n"
        "def main(n):\n    xs = sorted([fib(i) for i in range(n)], reverse=True)\n    return sum(xs) + len(''.join(str(x) for x in xs))\n"
    )
    fuels = {stockade.run(program, "main", [15]).fuel for _ in range(5)}
    assert len(fuels) == 1


def test_fuel_is_deterministic_with_a_busy_thread_in_the_background() -> None:
    program = stockade.compile("def fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\n")
    baseline = stockade.run(program, "fib", [16]).fuel
    stop = threading.Event()
    loop = stockade.compile("x = 0\nfor i in range(n):\n    x += i\nx\n")

    def busy_python() -> None:
        while not stop.is_set():
            sum(i * i for i in range(2000))

    def busy_stockade() -> None:
        while not stop.is_set():
            stockade.run(loop, inputs={"n": 3000})

    threads = [threading.Thread(target=busy_python), threading.Thread(target=busy_stockade)]
    for t in threads:
        t.start()
    try:
        time.sleep(0.02)
        fuels = [stockade.run(program, "fib", [16]).fuel for _ in range(5)]
    finally:
        stop.set()
        for t in threads:
            t.join()
    assert fuels == [baseline] * 5


def test_fuel_counts_function_calls_and_loop_iterations() -> None:
    base = run_entry("def main():\n    return 0\n").fuel
    ten_calls = run_entry("def g():\n    return 1\ndef main():\n    return [g() for i in range(10)]\n").fuel
    assert ten_calls - base >= 20  # 10 comprehension iterations + 10 calls
    loop = run_entry("def main():\n    n = 0\n    while n < 100:\n        n += 1\n    return n\n").fuel
    assert loop - base >= 100


def test_fuel_is_charged_for_builtin_work() -> None:
    assert run_script("sum(range(10**6))\n").fuel >= 10**6
    assert run_script("x = list(range(10**5))\nsorted(x)\n").fuel >= 10**5
    assert run_script("x = ['a'] * 10**5\n''.join(x)\n").fuel >= 10**5
    assert limit_of(stockade.compile("sum(range(10**6))\n"), Limits(fuel=10**5)).limit == "fuel"


def test_result_reports_usage() -> None:
    result = run_script("x = [str(i) for i in range(1000)]\nlen(x)\n")
    assert result.value == 1000
    assert result.fuel >= 1000
    assert result.wall > 0
    assert result.memory >= 0
    assert result.binding_calls == () and result.host_exceptions == ()


# --- admitted constructs behave as in CPython -------------------------------------------------

DIFFERENTIAL = [
    "def f(a, b=2, *c, d, e=5, **g):\n    return [a, b, c, d, e, sorted(g.items())]\nr = f(1, d=4, z=6)\n",
    "def f(a, /, b):\n    return a * b\nr = f(3, b=4)\n",
    "def outer():\n    n = 0\n    def inc():\n        nonlocal n\n        n += 1\n        return n\n    return [inc(), inc()]\nr = outer()\n",
    "n = 1\ndef f():\n    global n\n    n = n * 10\n    return n\nr = [f(), f(), n]\n",
    "r = []\nfor i in range(5):\n    if i == 1:\n        continue\n    if i == 3:\n        break\n    r.append(i)\nelse:\n    r.append('else')\n",
    "r = []\nfor i in range(2):\n    r.append(i)\nelse:\n    r.append('else')\n",
    "i, r = 0, []\nwhile i < 4:\n    i += 1\n    r.append(i)\nelse:\n    r.append('done')\n",
    "r = [(i, j) for i in range(3) if i for j in range(i)] + [{k: v for k, v in zip('ab', 'cd')}] + [sorted({x % 3 for x in range(10)})]\n",
    "r = list(x * 2 for x in range(4) if x != 2)\n",
    "def f():\n    try:\n        1 / 0\n    except ZeroDivisionError as e:\n        return ['caught', str(e)]\n    else:\n        return 'else'\n    finally:\n        pass\nr = f()\n",
    "def f():\n    try:\n        return 'try'\n    finally:\n        return 'finally'\nr = f()\n",
    "r = []\ntry:\n    try:\n        raise KeyError('k')\n    except KeyError as e:\n        raise ValueError('v') from e\nexcept ValueError as e:\n    r = [str(e), e.args]\n",
    "r = []\ntry:\n    assert False, 'msg'\nexcept AssertionError as e:\n    r.append(str(e))\n",
    "x, w = 3.14159, 10\nr = [f'{x:.2f}', f'{x!r}', f'{w:>{w}}', f'{w=}', '%s|%5d|%-4s|%.1f' % ('a', 7, 'b', 2.25), '{0}-{k}'.format(1, k=2), '{a[0]}'.format_map({'a': [9]})]\n",
    "s = 'abcdef'\nr = [s[1:4], s[::-2], s[-1], [1, 2, 3, 4][1::2], s[:0]]\n",
    "a, (b, *c), d = 1, (2, 3, 4), 5\n*e, f = 'xyz'\nr = [a, b, c, d, e, f]\n",
    "r = [[*range(3), *'ab'], {**{'a': 1}, 'b': 2}, {*'aab'} == {'a', 'b'}, (*[1], 2)]\n",
    "r = [y for x in range(5) if (y := x * x) > 4]\n",
    "d = {'a': 1, 'b': 2}\ndel d['a']\nxs = [1, 2, 3]\ndel xs[::2]\nr = [d, xs]\n",
    "x = 5\nx += 2\nx -= 1\nx *= 3\nx //= 4\nx **= 3\nx <<= 2\nx >>= 1\nx %= 7\nx |= 8\nx &= 12\nx ^= 1\nr = x\n",
    "d = {'k': 3}\nd['k'] **= d['k']\nd['k'] <<= 2\nr = d\n",
    "x: int = 5\ndef f(a: int, *b: str, c: 'list[int]' = [], **d: float) -> None:\n    y: int\n    return a\nr = [x, f(1)]\n",
    "r = [1 < 2 <= 2 != 3, 1 if [] else 2, not 0, 0 or '' or 'x', 1 and 2, None is None, [] is not None, 3 in [1, 3], 'b' not in 'abc']\n",
    "r = [7 // 2, -7 // 2, 7 % -3, -7 % 3, 2 ** -1, 2 ** 100, 1 << 70, -(-3), ~5, 10 / 4, divmod(-7, 2), round(2.675, 2), abs(-3)]\n",
    "import math, json, functools, itertools, string\nr = [math.floor(math.pi * 100), json.loads(json.dumps({'a': [1, 2]})), functools.reduce(lambda a, b: a * b, range(1, 6)), list(itertools.islice(itertools.count(3), 3)), string.digits]\n",
    "from itertools import chain, accumulate, product\nr = [list(chain([1], [2])), list(accumulate([1, 2, 3])), list(product('ab', repeat=2))]\n",
    "r = [sorted([3, 1, 2], key=lambda v: -v), max([], default=0), min(3, 1, 2), sum([0.1] * 10), any([]), all([]), list(enumerate('ab', 1)), list(zip('ab', [1, 2])), list(reversed([1, 2])), list(filter(None, [0, 1, 2])), list(map(str, [1, 2]))]\n",
    "r = ['a,b,,c'.split(','), ' x '.strip(), '-'.join(['a', 'b']), 'Hello'.lower().upper(), 'abc'.replace('b', 'B'), 'x'.zfill(3), 'a b'.title(), str.lower('AB'), 'abc'.startswith(('a', 'z'))]\n",
    "xs = [3, 1, 2]\nxs.sort()\nxs.append(4)\nxs.extend([5])\nxs.insert(0, 0)\nd = dict(a=1)\nd.update(b=2)\nd.setdefault('c', 3)\ns = {1}\ns.add(2)\ns |= {3}\nr = [xs, xs.pop(), d, d.get('z', 'none'), sorted(s), list(d.items())]\n",
    "r = [int('ff', 16), float('1e3'), str(12), repr('a'), bool([]), list('ab'), tuple([1]), dict([(1, 2)]), set([1, 1]), bytes([65]), bytes('é', 'utf-8'), chr(97), ord('a'), hex(255), bin(5), oct(8), hash(1) == hash(1.0)]\n",
    "def f(n):\n    return 1 if n <= 1 else n * f(n - 1)\nr = [f(20), (lambda *a, **k: (a, sorted(k)))(1, x=2)]\n",
    "r = [isinstance(True, int), isinstance(1, (str, float)), issubclass(bool, int), callable(len), len({1: 2}), sorted('bca'), next(iter([]), 'd')]\n",
    "r = []\ndef f(x):\n    r.append(x)\n    return x\nf(1) < f(2) < f(0) < f(3)\nr.append(f(0) or f(4))\n",
    "r = [x for x in 'abc'][::-1] + list({'b': 1, 'a': 2})\n",
]


@pytest.mark.parametrize("source", DIFFERENTIAL, ids=[f"case{i}" for i in range(len(DIFFERENTIAL))])
def test_admitted_constructs_behave_as_in_cpython(source: str) -> None:
    namespace: dict[str, Any] = {}
    exec(compile(source, "<reference>", "exec", dont_inherit=True), namespace)
    expected = namespace["r"]
    assert stockade.run(stockade.compile(source + "r\n")).value == expected


@pytest.mark.parametrize(
    "source",
    [
        "r = []\ndef k():\n    r.append('key evaluated')\n    return 1\nd = {}\nd[k()]: int\n",
        "r = []\ndef k():\n    r.append('key evaluated')\n    return 1\ndef f():\n    d = {}\n    d[k()]: int\nf()\n",
    ],
)
def test_annotated_subscript_without_value_evaluates_its_target(source: str) -> None:
    namespace: dict[str, Any] = {}
    exec(compile(source, "<reference>", "exec", dont_inherit=True), namespace)
    assert namespace["r"] == ["key evaluated"]
    assert stockade.run(stockade.compile(source + "r\n")).value == ["key evaluated"]


def test_guest_exceptions_match_cpython() -> None:
    for expr, exc in [("1 / 0", ZeroDivisionError), ("[][0]", IndexError), ("{}['k']", KeyError), ("int('x')", ValueError),
                      ("'a' + 1", TypeError), ("undefined_name", NameError), ("(1).bit_length(2)", TypeError)]:
        with pytest.raises(exc):
            builtins.eval(expr, {})
        with pytest.raises(GuestError) as info:
            stockade.eval(expr)
        assert info.value.type_name == exc.__name__, expr


# --- many runs leave nothing behind ---------------------------------------------------------


def _fd_count() -> int:
    return len(os.listdir("/proc/self/fd"))


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="needs /proc")
def test_ten_thousand_runs_leave_no_threads_memory_or_fds() -> None:
    class KV(stockade.Binding):
        @stockade.export
        def get(self, key: str) -> str:
            if key == "boom":
                raise RuntimeError("boom")
            return key

    ok = stockade.compile("def main(n):\n    s = [kv.get(str(i)) for i in range(n)]\n    print(len(s))\n    return {'s': s}\n", bindings={"kv": KV})
    err = stockade.compile("def main(n):\n    kv.get('boom')\n", bindings={"kv": KV})
    spin = stockade.compile("def main(n):\n    while True:\n        n += 1\n", bindings={"kv": KV})
    limits = Limits(fuel=500)
    instance = {"kv": KV()}

    def one(i: int) -> None:
        program = (ok, ok, ok, err, spin)[i % 5]
        try:
            stockade.run(program, "main", [3], bindings=instance, limits=limits)
        except (GuestError, LimitExceeded):
            pass

    for i in range(500):  # warm caches, start the watchdog
        one(i)
    gc.collect()
    threads_before = {t.ident for t in threading.enumerate()}
    fds_before = _fd_count()
    tracemalloc.start()
    try:
        gc.collect()
        before = tracemalloc.get_traced_memory()[0]
        for i in range(10_000):
            one(i)
        gc.collect()
        after = tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    assert after - before < 256 * 1024, f"traced memory grew by {after - before} bytes over 10,000 runs"
    assert _fd_count() <= fds_before
    extra = [t for t in threading.enumerate() if t.ident not in threads_before]
    assert all(t.name == "stockade-watchdog" for t in extra), extra
    watchdogs = [t for t in threading.enumerate() if t.name == "stockade-watchdog"]
    assert len(watchdogs) <= 1


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("it = iter(range(10**12))\n(next(it), next(it))", (0, 1)),
        ("it = iter(range(3))\n(next(it), list(it))", (0, [1, 2])),
        ("it = iter([5, 6])\n(next(it), next(it))", (5, 6)),
        ("it = iter(x * 2 for x in [1, 2])\nnext(it)", 2),
    ],
)
def test_iter_returns_an_iterator_for_every_iterable(source: str, expected: object) -> None:
    assert stockade.eval(source) == expected


NAME_READS = [
    "def f(x):\n    return x\nf.__name__",
    "(lambda: 0).__name__",
    "[len.__name__, sorted.__name__, sum.__name__, print.__name__, enumerate.__name__, min.__name__]",
    "import math, json, itertools\n[math.sqrt.__name__, json.dumps.__name__, itertools.tee.__name__]",
    "import functools\n@functools.lru_cache(maxsize=None)\ndef g(x):\n    return x\ng.__name__",
    "import functools\ndef deco(fn):\n    @functools.wraps(fn)\n    def inner(*a):\n        return fn(*a)\n    return inner\n@deco\ndef h():\n    pass\nh.__name__",
    "[int.__name__, ValueError.__name__, dict.__name__]",
    "(1).__name__",
    "import functools\nfunctools.partial(len).__name__",
    "(1, 2).find(3)",
    "import datetime\ndatetime.date(2024, 1, 1).upper()",
]


@pytest.mark.parametrize("source", NAME_READS)
def test_name_reads_and_missing_attributes_match_cpython(source: str) -> None:
    # Decorators read fn.__name__; a missing attribute gets CPython's own message.
    *body, last = source.split("\n")
    ns: dict[str, Any] = {}
    try:
        exec("\n".join([*body, f"result = {last}"]), ns)
        expected: Any = ("value", ns["result"])
    except AttributeError as e:
        expected = ("raise", "AttributeError", str(e))
    try:
        got: Any = ("value", stockade.eval(source))
    except stockade.GuestError as e:
        got = ("raise", e.type_name, e.message)
    assert got == expected


def test_an_attribute_cpython_has_but_stockade_does_not_admit_says_so() -> None:
    with pytest.raises(stockade.GuestError) as e:
        stockade.eval("'{0.real.__reduce__}'.format(1)")
    assert e.value.message == "'int' object has no attribute '__reduce__' available in Stockade"
