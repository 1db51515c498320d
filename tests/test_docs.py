"""Every ```python block in README.md and docs/*.md runs.

Blocks of one file run in order in one shared namespace (a later block may use what an
earlier one defined). A block whose fence is preceded by the line ``<!-- no-run -->`` is
skipped: use that only for fragments that are not meant to run on their own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
NO_RUN = "<!-- no-run -->"


@dataclass(frozen=True)
class Block:
    line: int  # 1-based line of the first code line
    code: str
    skipped: bool


def markdown_files() -> list[Path]:
    return [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]


def python_blocks(text: str) -> list[Block]:
    """The ```python fenced blocks of a markdown text, in order."""
    blocks: list[Block] = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        fence = re.match(r"^(\s*)(`{3,}|~{3,})\s*([\w+-]*)", lines[i])
        if not fence:
            i += 1
            continue
        indent, marker, lang = fence.groups()
        start = i + 1
        j = start
        while j < len(lines) and not lines[j].strip().startswith(marker):
            j += 1
        if lang == "python":
            previous = next((ln.strip() for ln in reversed(lines[:i]) if ln.strip()), "")
            code = "\n".join(ln[len(indent) :] if ln.startswith(indent) else ln for ln in lines[start:j])
            blocks.append(Block(start + 1, code + "\n", previous == NO_RUN))
        i = j + 1
    return blocks


def _id(path: Path) -> str:
    return str(path.relative_to(REPO))


@pytest.mark.parametrize("path", markdown_files(), ids=_id)
def test_python_blocks_run(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    namespace: dict[str, object] = {"__name__": f"docs_{path.stem}"}
    for block in python_blocks(path.read_text(encoding="utf-8")):
        if block.skipped:
            continue
        # Pad with newlines so tracebacks point at the markdown line numbers.
        code = compile("\n" * (block.line - 1) + block.code, str(path), "exec", dont_inherit=True)
        exec(code, namespace)
    capsys.readouterr()


def test_the_extractor() -> None:
    text = "\n".join(
        [
            "intro",
            "```python",
            "x = 1",
            "```",
            "<!-- no-run -->",
            "",
            "```python",
            "raise SystemExit('never')",
            "```",
            "```console",
            "$ python -c 1",
            "```",
            "- item:",
            "  ```python",
            "  y = x + 1",
            "  ```",
        ]
    )
    blocks = python_blocks(text)
    assert [(b.line, b.code, b.skipped) for b in blocks] == [
        (3, "x = 1\n", False),
        (8, "raise SystemExit('never')\n", True),
        (15, "y = x + 1\n", False),
    ]


def test_docs_have_python_blocks() -> None:
    """README and the guides are executable documentation, not prose only."""
    counts = {_id(p): len(python_blocks(p.read_text(encoding="utf-8"))) for p in markdown_files()}
    assert counts["README.md"] >= 4
    assert counts["docs/errors.md"] >= 1 and counts["docs/guest-language.md"] >= 1


def test_readme_quick_start_is_exactly_two_commands() -> None:
    text = (REPO / "README.md").read_text(encoding="utf-8")
    section = text.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    code = re.findall(r"```\w*\n(.*?)```", section, re.S)
    commands = [ln.strip() for block in code for ln in block.splitlines() if ln.strip()]
    assert commands == ["bash scripts/demo", "bash scripts/test"]
    for script in ("scripts/demo", "scripts/test"):
        assert (REPO / script).is_file()


def test_relative_links_resolve() -> None:
    for path in markdown_files():
        for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", path.read_text(encoding="utf-8")):
            if "://" in target:
                continue
            assert (path.parent / target).exists(), f"{_id(path)} links to missing {target}"
