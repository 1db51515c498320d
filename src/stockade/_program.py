"""Programs: compiled once, immutable, content-addressed; and a cache for them.

``compile_program`` composes the pipeline parse -> verify -> lower -> codegen (each a
pure function in ``stockade._compiler``) for every file of a program.
"""

from __future__ import annotations

import ast
import hashlib
import sys
import threading
import types
from collections import OrderedDict
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ._bindings import BindingSpec, check_within, is_async_export, literal_problem, manifest_of
from ._compiler import abi
from ._compiler.codegen import check_code, codegen
from ._compiler.lower import lower
from ._compiler.nodes import REVIEWED_MINORS
from ._compiler.parse import parse
from ._compiler.verify import VerifyContext, verify
from ._errors import CompileError, Diagnostic, InternalError, UsageError
from ._limits import Limits
from ._runtime import chain, guards, stdlib
from ._runtime.builtins import ADMITTED_BUILTINS
from ._version import __version__

__all__ = ["GUEST_FILE_PREFIX", "Program", "ProgramCache", "compile_program"]

GUEST_FILE_PREFIX = "<stockade>/"
DEFAULT_FILENAME = "main.py"
MAX_FILES = 64


@dataclass(frozen=True, eq=False)
class Program:
    """A verified, lowered, compiled guest program. Immutable; safe to share and cache.

    ``hash`` identifies it by content (sources, manifest, Stockade and Python version).
    ``files`` maps file names to sources; ``entry_file`` is the file runs start in;
    ``functions`` lists the entry file's top-level functions (valid ``run`` entries).
    """

    files: Mapping[str, str]
    entry_file: str
    manifest: Mapping[str, BindingSpec] = field(repr=False)
    hash: str
    functions: frozenset[str] = field(repr=False)
    codes: Mapping[str, types.CodeType] = field(repr=False)  # module name -> code
    entry_module_name: str = field(repr=False, default="")
    nondeterminism: bool = field(repr=False, default=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "entry_module_name", module_name(self.entry_file))

    @property
    def bindings(self) -> tuple[str, ...]:
        """Names of the bindings this program was compiled against."""
        return tuple(sorted(self.manifest))

    def capabilities(self, limits: Limits | None = None) -> dict[str, Any]:
        """The authority of this program as plain data: what the guest's own
        ``capabilities()`` returns (bindings with their exports and signatures, admitted
        modules, nondeterminism, and the limits of the run, default ones if not given)."""
        from ._codemode import capabilities

        return capabilities(self.manifest, self.nondeterminism, limits)

    def stubs(self) -> str:
        """Python stub text (``.pyi``) of every binding export and admitted module this
        program may call, with docstrings and keyword-only markers (for a model's prompt
        or a static type check)."""
        from ._codemode import stubs_of

        return stubs_of(self.manifest, self.nondeterminism)

    def __repr__(self) -> str:
        return f"<stockade.Program {self.entry_file} {self.hash[:12]}>"


def module_name(filename: str) -> str:
    """``util.py`` -> ``util``."""
    return filename[:-3] if filename.endswith(".py") else filename


def _top_level_names(tree: ast.Module) -> frozenset[str]:
    out: set[str] = set()
    stack: list[ast.AST] = list(tree.body)
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            out.add(node.name)
            continue
        if isinstance(node, (ast.Lambda, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)):
            continue
        if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
            out.add(node.id)
        elif isinstance(node, ast.alias):
            out.add((node.asname or node.name).split(".")[0])
        stack.extend(ast.iter_child_nodes(node))
    return frozenset(out)


def _functions(tree: ast.Module) -> frozenset[str]:
    return frozenset(n.name for n in tree.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)))


def _check_files(files: Mapping[str, str], entry: str | None) -> str:
    if not files:
        raise UsageError("a program needs at least one file")
    if len(files) > MAX_FILES:
        raise UsageError(f"a program has at most {MAX_FILES} files")
    for name in files:
        mod = module_name(name)
        if not isinstance(name, str) or not name.endswith(".py") or not mod.isidentifier() or mod.startswith("__"):
            raise UsageError(f"program file names must look like 'name.py' with an identifier stem, got {name!r}")
        if mod in stdlib.MODULES:
            raise UsageError(f"program file {name!r} would shadow the admitted module '{mod}'; rename it")
    if entry is None:
        if len(files) > 1:
            raise UsageError("a multi-file program needs entry='<file>.py'")
        return next(iter(files))
    if entry not in files:
        raise UsageError(f"entry file {entry!r} is not one of the program files: {sorted(files)}")
    return entry


def _hash(files: Mapping[str, str], entry: str, manifest: Mapping[str, BindingSpec], nondeterminism: bool) -> str:
    h = hashlib.sha256()
    h.update(f"stockade {__version__} python {sys.version_info[0]}.{sys.version_info[1]}\n".encode())
    h.update(f"entry {entry}\n".encode())
    if nondeterminism:
        h.update(b"grant nondeterminism\n")
    for name in sorted(files):
        data = files[name].encode("utf-8", "surrogatepass")
        h.update(f"file {name} {len(data)}\n".encode())
        h.update(data)
    for name in sorted(manifest):
        h.update(f"binding {manifest[name].fingerprint()}\n".encode())
    return h.hexdigest()


def compile_program(
    source: str | Mapping[str, str],
    *,
    bindings: Mapping[str, Any] | None = None,
    entry: str | None = None,
    filename: str = DEFAULT_FILENAME,
    nondeterminism: bool = False,
    typecheck: bool = False,
    within: Program | None = None,
) -> Program:
    """Verify, lower and compile guest source into a :class:`Program`.

    ``source`` is one file's text, or ``{"file.py": text, ...}`` for a multi-file program
    (then ``entry`` names the file runs start in; files import each other by module name).
    ``bindings`` maps binding names to :class:`stockade.Binding` subclasses (or
    instances, or :func:`stockade.grant` narrowings of them): the capabilities guest code
    may call. ``nondeterminism=True`` grants the host's clock and entropy (the ``time``
    module, ``datetime.now``, unseeded ``random``, and exports declared
    ``nondeterministic``). ``typecheck=True`` first type-checks the source against the
    stubs with mypy (``STK-T001`` diagnostics; needs mypy installed). Raises
    :class:`CompileError` with every diagnostic found. ``within`` is the program whose
    run starts this one (through an exec binding the host grants): the new program may
    get at most that program's authority (UsageError otherwise). Its run's limits are
    the host's to narrow with :meth:`Limits.narrow`.
    """
    if not isinstance(nondeterminism, bool):
        raise UsageError("nondeterminism must be a bool")
    if sys.version_info[:2] not in REVIEWED_MINORS:
        raise UsageError(
            f"Python {sys.version_info[0]}.{sys.version_info[1]} has not been reviewed for Stockade "
            "(new syntax and introspection attributes); use 3.11, 3.12 or 3.13"
        )
    files = {filename: source} if isinstance(source, str) else dict(source)
    if not all(isinstance(v, str) for v in files.values()):
        raise UsageError("program sources must be str")
    entry_file = _check_files(files, entry)
    manifest = manifest_of(bindings)
    if within is not None:
        if not isinstance(within, Program):
            raise UsageError("within must be the stockade.Program whose run starts this one")
        if nondeterminism and not within.nondeterminism:
            raise UsageError("the parent program is not granted nondeterminism; a child gets at most its authority")
        check_within(manifest, within.manifest)

    trees: dict[str, ast.Module] = {}
    diags: list[Diagnostic] = []
    for name, text in files.items():
        tree, found = parse(text, name)
        diags.extend(found)
        if tree is not None:
            trees[name] = tree
    if diags:
        raise CompileError(diags)
    if typecheck:
        from ._codemode import typecheck as run_typecheck

        found_types = run_typecheck(files, bindings=bindings, nondeterminism=nondeterminism)
        if found_types:
            raise CompileError(found_types)

    modules: dict[str, frozenset[str]] = stdlib.member_names(nondeterminism)
    for name, tree in trees.items():
        modules[module_name(name)] = _top_level_names(tree)
    ctx = VerifyContext(
        bindings={b: {e: s.signature for e, s in spec.exports.items()} for b, spec in manifest.items()},
        modules=modules,
        attributes=guards.all_attribute_names() | stdlib.callable_member_attributes(),
        host_attributes=stdlib.host_attribute_names(),
        real_module_members=stdlib.real_module_members(),
        unadmitted_bases=stdlib.unadmitted_bases(),
        builtins=ADMITTED_BUILTINS,
        literal_check=lambda b, e, p, v: literal_problem(manifest, b, e, p, v),
        ungranted=frozenset(
            f"{b}.{e}"
            for b, spec in manifest.items()
            for e, es in spec.exports.items()
            if es.options.nondeterministic and not nondeterminism
        ),
    )
    idents: dict[str, frozenset[str]] = {}
    for name, tree in trees.items():
        found, idents[name] = verify(tree, name, ctx)
        diags.extend(found)
    if diags:
        raise CompileError(diags)

    functions = _functions(trees[entry_file])
    codes: dict[str, types.CodeType] = {}
    binding_hooks = frozenset(abi.binding_hook(b, e) for b, spec in manifest.items() for e in spec.exports)
    async_exports = frozenset(
        f"{b}.{e}" for b, spec in manifest.items() for e in spec.exports if is_async_export(spec, e)
    )
    binding_hooks |= frozenset(abi.async_binding_hook(*be.split(".")) for be in async_exports)
    for name, tree in trees.items():
        lowered = lower(tree, manifest, script=True, async_exports=async_exports)
        try:
            code = codegen(lowered, GUEST_FILE_PREFIX + name)
        except SyntaxError as e:
            # Errors CPython reports only when it compiles ('return' outside function,
            # 'break' outside loop, duplicate parameters, misplaced global/nonlocal).
            # The lowering keeps every position, so they point at the guest's source.
            col = max((e.offset or 1) - 1, 0)
            diags.append(Diagnostic(name, e.lineno or 1, col, "STK-P010", f"syntax error: {e.msg}"))
            continue
        allowed = (idents[name] - set(manifest)) | binding_hooks
        problems = check_code(code, allowed, name)
        if problems:
            # CPython laid out a typed-receiver form in a way check_code does not recognise:
            # lower the module again without that optimisation (the tree was lowered in place).
            fresh, _ = parse(files[name], name)
            assert fresh is not None
            code = codegen(lower(fresh, manifest, script=True, async_exports=async_exports, typed=False),
                           GUEST_FILE_PREFIX + name)
            problems = check_code(code, allowed, name)
        if problems:
            raise InternalError("lowered code failed the ABI check: " + "; ".join(map(str, problems)))
        chain.register(code)  # its frames count as guest frames for the chaining rule
        codes[module_name(name)] = code
    if diags:
        raise CompileError(diags)

    return Program(
        files=types.MappingProxyType(files),
        entry_file=entry_file,
        manifest=types.MappingProxyType(manifest),
        hash=_hash(files, entry_file, manifest, nondeterminism),
        functions=functions,
        codes=types.MappingProxyType(codes),
        nondeterminism=nondeterminism,
    )


class ProgramCache:
    """A bounded LRU cache of programs keyed by a caller-owned key.

    ``cache.get(key, loader)`` returns the cached program, or calls ``loader()`` (only on a
    miss) and caches what it returns. Keys are yours: a tool name and version, a tenant
    and script id, or ``program.hash``. Thread-safe; the loader runs outside the lock.
    """

    def __init__(self, maxsize: int = 256) -> None:
        if maxsize < 1:
            raise UsageError("ProgramCache maxsize must be at least 1")
        self.maxsize = maxsize
        self._items: OrderedDict[Hashable, Program] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def get(self, key: Hashable, loader: Callable[[], Program]) -> Program:
        """The program for ``key``, loading it with ``loader()`` on a miss."""
        with self._lock:
            program = self._items.get(key)
            if program is not None:
                self._items.move_to_end(key)
                self.hits += 1
                return program
            self.misses += 1
        program = loader()
        if not isinstance(program, Program):
            raise UsageError("ProgramCache loader must return a stockade.Program")
        with self._lock:
            self._items[key] = program
            self._items.move_to_end(key)
            while len(self._items) > self.maxsize:
                self._items.popitem(last=False)
        return program

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: object) -> bool:
        return key in self._items

    def clear(self) -> None:
        """Drop every cached program."""
        with self._lock:
            self._items.clear()
