"""The command line: `stockade run`, `stockade check`, `stockade version`.

Most tests call ``stockade._cli.main([...])`` in-process and read the output with capsys;
a few run ``python -m stockade`` in a subprocess to prove the module entry point works.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import stockade
from stockade._cli import main

REPO = Path(__file__).resolve().parents[1]

MAIN = """\
import util

def main(n, scale=1):
    print("computing", n)
    return {"total": util.double(n) * scale, "items": [1, 2.5, None]}
"""

UTIL = """\
def double(x):
    return x * 2
"""

BOOM = """\
def helper(d):
    return d["missing"]

def main():
    print("before")
    return helper({})
"""

DIRTY = """\
import socket

def f():
    return ().__class__.__bases__[0].__subclasses__()
"""


@pytest.fixture
def files(tmp_path: Path) -> Path:
    (tmp_path / "main.py").write_text(MAIN)
    (tmp_path / "util.py").write_text(UTIL)
    (tmp_path / "boom.py").write_text(BOOM)
    (tmp_path / "dirty.py").write_text(DIRTY)
    (tmp_path / "script.py").write_text('print("hello", name)\nlen(name) * factor\n')
    (tmp_path / "loop.py").write_text('print("spinning")\nwhile True:\n    pass\n')
    (tmp_path / "bomb.py").write_text("x = [0] * 10**9\n")
    return tmp_path


def cli(capsys: pytest.CaptureFixture[str], *argv: str | Path) -> tuple[int, str, str]:
    code = main([str(a) for a in argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


# -- run -----------------------------------------------------------------------------------


def test_run_entry_with_args_and_kwargs(files: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = cli(
        capsys,
        "run",
        files / "main.py",
        files / "util.py",
        "--entry",
        "main",
        "--arg",
        "21",
        "--kwargs",
        '{"scale": 3}',
    )
    assert code == 0, err
    assert out == 'computing 21\n{"total": 126, "items": [1, 2.5, null]}\n'
    assert err.startswith("fuel ") and "wall " in err and "memory " in err and "binding calls 0" in err


def test_run_script_with_inputs(files: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = cli(capsys, "run", files / "script.py", "--input", 'name="bob"', "--input", "factor=2")
    assert code == 0
    assert out == "hello bob\n6\n"


def test_run_script_none_result_prints_only_stdout(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "p.py").write_text('x = 1\nprint("done")\n')
    code, out, _ = cli(capsys, "run", tmp_path / "p.py")
    assert code == 0
    assert out == "done\n"


def test_run_non_json_value_uses_repr(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "p.py").write_text("{1, 2, 3}\n")
    code, out, _ = cli(capsys, "run", tmp_path / "p.py")
    assert code == 0
    assert out == "{1, 2, 3}\n"
    code, out, _ = cli(capsys, "run", tmp_path / "p.py", "--json")
    doc = json.loads(out)
    assert doc["ok"] is True and doc["value"] is None and doc["value_repr"] == "{1, 2, 3}"


def test_run_json_document(files: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = cli(capsys, "run", files / "main.py", files / "util.py", "--entry", "main", "--arg", "5", "--json")
    assert code == 0 and err == ""
    doc = json.loads(out)
    assert doc["ok"] is True and doc["exit"] == 0
    assert doc["value"] == {"total": 10, "items": [1, 2.5, None]}
    assert doc["stdout"] == "computing 5\n"
    assert doc["fuel"] >= 2 and doc["memory"] >= 0 and doc["wall"] >= 0 and doc["binding_calls"] == 0
    program = stockade.compile({"main.py": MAIN, "util.py": UTIL}, entry="main.py")
    assert doc["program"] == program.hash


def test_run_stdin(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("print(1)\n[i * i for i in range(4)]\n"))
    code, out, _ = cli(capsys, "run", "-")
    assert code == 0
    assert out == "1\n[0, 1, 4, 9]\n"


def test_run_guest_error_exit_1_guest_only_traceback(files: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = cli(capsys, "run", files / "boom.py", "--entry", "main")
    assert code == 1
    assert "Traceback (guest frames only):" in err
    assert 'File "boom.py", line 6, in main' in err
    assert 'File "boom.py", line 2, in helper' in err
    assert err.rstrip().endswith("KeyError: 'missing'")
    # Nothing of the host: no host files, no absolute paths, no stockade internals.
    assert "_run.py" not in err and "stockade/" not in err and str(files) not in err
    assert 'File "/' not in err


def test_run_guest_error_json(files: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = cli(capsys, "run", files / "boom.py", "--entry", "main", "--json")
    assert code == 1
    doc = json.loads(out)
    assert doc["ok"] is False and doc["exit"] == 1
    error = doc["error"]
    assert error["code"] == "STK-GUEST" and error["guest_type"] == "KeyError"
    assert [f["function"] for f in error["frames"]] == ["main", "helper"]


def test_run_unconvertible_result_is_exit_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "p.py").write_text("def f():\n    return f\nf()\n")
    code, _, err = cli(capsys, "run", tmp_path / "p.py")
    assert code == 1
    assert "STK-DOOR" in err


def test_run_compile_error_exit_2_with_carets(files: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = cli(capsys, "run", files / "dirty.py")
    assert code == 2 and out == ""
    assert "dirty.py:1:0: STK-V004" in err
    assert "    import socket\n    ^\n" in err
    assert "nothing ran" in err


def test_run_fuel_limit_exit_3_keeps_stdout(files: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = cli(capsys, "run", files / "loop.py", "--fuel", "1000")
    assert code == 3
    assert out == "spinning\n"
    assert "STK-LIMIT-FUEL" in err


def test_run_wall_limit_exit_3(files: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = cli(capsys, "run", files / "loop.py", "--fuel", "1_000_000_000", "--wall", "0.1")
    assert code == 3
    assert "STK-LIMIT-WALL" in err


def test_run_memory_limit_exit_3(files: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = cli(capsys, "run", files / "bomb.py", "--memory", "16M")
    assert code == 3
    assert "STK-LIMIT-MEMORY" in err


def test_run_recursion_and_stdout_limits(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "rec.py").write_text("def f(n):\n    return f(n + 1)\nf(0)\n")
    code, _, err = cli(capsys, "run", tmp_path / "rec.py", "--recursion", "50")
    assert code == 3 and "STK-LIMIT-RECURSION" in err
    (tmp_path / "chatty.py").write_text('for i in range(1000):\n    print("x" * 100)\n')
    code, out, err = cli(capsys, "run", tmp_path / "chatty.py", "--stdout", "1k")
    assert code == 3 and "STK-LIMIT-STDOUT" in err
    assert len(out.encode()) <= 1024


def test_run_limit_json(files: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = cli(capsys, "run", files / "loop.py", "--fuel", "100", "--json")
    assert code == 3
    doc = json.loads(out)
    assert doc["error"]["limit"] == "fuel" and doc["error"]["code"] == "STK-LIMIT-FUEL"
    assert doc["stdout"] == "spinning\n"


# -- check ---------------------------------------------------------------------------------


def test_check_clean(files: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = cli(capsys, "check", files / "main.py", files / "util.py")
    assert code == 0
    program = stockade.compile({"main.py": MAIN, "util.py": UTIL}, entry="main.py")
    assert out == f"ok: 2 file(s), program hash {program.hash}\n"


def test_check_dirty_prints_every_diagnostic_with_a_caret(files: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = cli(capsys, "check", files / "dirty.py")
    assert code == 2
    lines = out.splitlines()
    assert lines[0].startswith("dirty.py:1:0: STK-V004 module 'socket' is not admitted")
    assert lines[1:3] == ["    import socket", "    ^"]
    codes = [ln.split()[1] for ln in lines if ln.startswith("dirty.py:")]
    assert codes.count("STK-V002") == 1  # __subclasses__ (__class__ and __bases__ are readable)
    assert sum(1 for ln in lines if ln.strip() == "^") == len(codes)
    assert lines[-1] == f"{len(codes)} problem(s) in 1 file(s)"


def test_check_syntax_error_points_at_the_column(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "syn.py").write_text("x = (1,\ny = 2\n")
    code, out, _ = cli(capsys, "check", tmp_path / "syn.py")
    assert code == 2
    assert "STK-P010" in out and "^" in out


# -- usage ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "argv",
    [
        [],
        ["frobnicate"],
        ["run"],
        ["run", "{tmp}/nope.py"],
        ["run", "{tmp}/main.py", "--arg", "not json", "--entry", "main"],
        ["run", "{tmp}/script.py", "--input", "no-equals-sign"],
        ["run", "{tmp}/script.py", "--input", "1bad=2"],
        ["run", "{tmp}/main.py", "{tmp}/util.py", "--arg", "1"],
        ["run", "{tmp}/main.py", "{tmp}/util.py", "--entry", "nope"],
        ["run", "{tmp}/main.py", "{tmp}/util.py", "--entry", "main", "--kwargs", "[1]"],
        ["run", "{tmp}/main.py", "--fuel", "lots"],
        ["run", "{tmp}/main.py", "--wall", "0"],
        ["run", "{tmp}/main.py", "--memory", "12parsecs"],
        ["run", "{tmp}/main.py", "{tmp}/sub/main.py"],
        ["run", "{tmp}/bad-name.py"],
        ["check", "{tmp}"],
        ["check", "{tmp}/bad-name.py"],
    ],
)
def test_bad_usage_exits_4(files: Path, capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    (files / "sub").mkdir()
    (files / "sub" / "main.py").write_text("x = 1\n")
    (files / "bad-name.py").write_text("x = 1\n")
    code, out, err = cli(capsys, *(a.format(tmp=files) for a in argv))
    assert code == 4
    assert out == ""
    assert err.strip()
    assert "Traceback" not in err


def test_version_and_help(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = cli(capsys, "version")
    assert code == 0 and out.startswith(f"stockade {stockade.__version__} (")
    code, out, _ = cli(capsys, "--version")
    assert code == 0 and out.startswith(f"stockade {stockade.__version__}")
    code, out, _ = cli(capsys, "run", "--help")
    assert code == 0 and "--entry" in out and "--fuel" in out


def test_console_script_points_at_main() -> None:
    pyproject = tomllib.loads((REPO / "pyproject.toml").read_text())
    assert pyproject["project"]["scripts"]["stockade"] == "stockade._cli:main"


# -- python -m stockade --------------------------------------------------------------------


def _subprocess_env(cwd: Path) -> dict[str, str]:
    """The environment for `python -m stockade`: the installed package if there is one,
    else the repository's src directory on PYTHONPATH."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    probe = subprocess.run(
        [sys.executable, "-c", "import stockade._cli"], cwd=cwd, env=env, capture_output=True, check=False
    )
    if probe.returncode != 0:
        env["PYTHONPATH"] = str(REPO / "src")
    return env


def test_python_dash_m_stockade(files: Path) -> None:
    env = _subprocess_env(files)

    def pym(*argv: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "stockade", *argv],
            cwd=files,
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )

    done = pym("run", "main.py", "util.py", "--entry", "main", "--arg", "21")
    assert done.returncode == 0, done.stderr
    assert done.stdout == 'computing 21\n{"total": 42, "items": [1, 2.5, null]}\n'
    assert "fuel " in done.stderr

    done = pym("run", "boom.py", "--entry", "main")
    assert done.returncode == 1
    assert "Traceback (guest frames only):" in done.stderr and "KeyError: 'missing'" in done.stderr
    assert 'File "/' not in done.stderr

    done = pym("check", "dirty.py")
    assert done.returncode == 2 and "    ^" in done.stdout

    done = pym("run", "loop.py", "--fuel", "500")
    assert done.returncode == 3 and "STK-LIMIT-FUEL" in done.stderr

    done = pym("run", "--no-such-flag", "main.py")
    assert done.returncode == 4


def test_run_writes_guest_stderr_to_stderr(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "p.py").write_text("import logging, sys\nprint('out')\nlogging.warning('careful')\n")
    code, out, err = cli(capsys, "run", tmp_path / "p.py")
    assert code == 0 and out == "out\n" and err.startswith("WARNING:root:careful\nfuel ")
    code, out, err = cli(capsys, "run", tmp_path / "p.py", "--json")
    doc = json.loads(out)
    assert code == 0 and err == "" and doc["stderr"] == "WARNING:root:careful\n" and doc["stdout"] == "out\n"
    (tmp_path / "q.py").write_text("import sys\nsys.stderr.write('before\\n')\nraise ValueError('v')\n")
    code, out, err = cli(capsys, "run", tmp_path / "q.py")
    assert code != 0 and err.startswith("before\n") and "ValueError: v" in err
    code, out, _ = cli(capsys, "run", tmp_path / "q.py", "--json")
    assert json.loads(out)["stderr"] == "before\n"
