"""Where ``vars(x)`` and ``x.__dict__`` are admitted: read at once (shared by the verifier
and the lowering, so both see the same sites).

CPython hands out an instance's live attribute dict. Stockade never does: a program could
then store names its attribute guard refuses (``__class__``, ``__reduce_ex__``), which
host code such as copy.deepcopy reads off the instance. It gives a copy instead
(``classes.instance_vars``), and a copy is indistinguishable from the live dict only
where the dict is used up on the spot, before the program can change the object. So a
site is admitted when its dict is

- iterated (``for k in vars(x)``, a comprehension), tested with ``in``, unpacked
  (``{**vars(x)}``, ``f(**vars(x))``, ``[*vars(x)]``) or formatted (``f"{vars(x)}"``);
- the argument of a reader that copies or consumes it: ``dict``, ``list``, ``tuple``,
  ``set``, ``frozenset``, ``sorted``, ``len``, ``str``, ``repr``, ``print``, ``sum``,
  ``any``, ``all``, ``max``, ``min`` (the builtins, not rebound in the file),
  ``json.dumps`` and ``pprint.pprint``/``pformat``/``pp``;
- subscripted (``self.__dict__[k]``, read, assigned or deleted), or the receiver of
  ``.get(...)``, ``.copy()`` (a plain dict, as in CPython), ``.update(...)``,
  ``.setdefault(...)`` or ``.pop(...)`` (a store or delete is written through to the
  object under the attribute store's rules, as ``setattr``/``delattr`` would be);
- the receiver of ``.items()``, ``.keys()`` or ``.values()`` whose view is itself used up
  as above (``for k, v in vars(self).items()``);
- the file's last expression statement (a script's result, which the door copies out at
  once), or an item of the displays and list/set/dict comprehensions it is made of
  (``{"stats": vars(s), "n": n}``, ``[vars(r) for r in rows]``, the element only; two
  lists written out joined by ``+``): no
  code of the program can reach that display or the comprehension's list before the
  door copies it, so there the
  lowering asks for the live dict (RESULT_FLAG), which is exactly CPython's answer even
  when later items of the display change the object.

Anywhere else (``d = vars(x)``, ``return self.__dict__``) the verifier refuses it and
says to write ``dict(vars(x))``; so it does where the receiver names a class (``type(x)``,
``x.__class__``, ``cls``, a capitalised name the file binds or imports): a class's dict is
not listed, and the refusal belongs at compile time. One difference stays: adding or removing attributes of
``x`` while iterating its dict raises RuntimeError in CPython and not here.
"""

from __future__ import annotations

import ast
import builtins

from .names import bound_names

DICT_ATTRIBUTE = "__dict__"
SITE_FLAG = "_sk_dict_read"  # set by mark() on the admitted Call / Attribute nodes
RESULT_FLAG = "_sk_dict_result"  # and on those in the displays of the file's last expression

_READERS = frozenset(
    "dict list tuple set frozenset sorted len str repr print sum any all max min".split()
)
_VALUE_METHODS = frozenset({"get", "copy", "update", "setdefault", "pop"})
_VIEW_METHODS = frozenset({"items", "keys", "values"})
_MODULE_READERS = {"json": frozenset({"dumps"}), "pprint": frozenset({"pprint", "pformat", "pp"})}


def _module_readers(tree: ast.AST, bound_twice: set[str]) -> tuple[dict[str, str], set[str]]:
    """(name bound by ``import json``/``import pprint`` -> module, names bound by ``from
    json import dumps`` and the like), leaving out names the file also binds otherwise."""
    modules: dict[str, str] = {}
    functions: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                if a.name in _MODULE_READERS:
                    modules[a.asname or a.name] = a.name
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module in _MODULE_READERS:
            functions.update(a.asname or a.name for a in node.names if a.name in _MODULE_READERS[node.module])
    return {k: v for k, v in modules.items() if k not in bound_twice}, functions - bound_twice


def _rebound(tree: ast.AST) -> set[str]:
    """Names bound other than by one plain import (so an import alias stays trustworthy)."""
    counts: dict[str, int] = {}
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
            names = [node.id]
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names = [node.name]
        elif isinstance(node, ast.arg):
            names = [node.arg]
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names = [(a.asname or a.name).split(".")[0] for a in node.names]
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            names = list(node.names)
        for n in names:
            counts[n] = counts.get(n, 0) + 1
    return {n for n, c in counts.items() if c > 1}


def sites(
    tree: ast.AST, results: list[ast.AST] | None = None
) -> tuple[list[ast.AST], list[ast.AST], list[ast.AST]]:
    """(admitted ``vars(x)`` calls and ``x.__dict__`` reads, the others, those of the
    others whose receiver names a class) in the file; ``results`` receives the admitted
    ones that make up (or are items of the displays of) the file's last expression."""
    if results is None:
        results = []
    parent: dict[int, ast.AST] = {}
    for node in ast.walk(tree):
        for child in ast.iter_child_nodes(node):
            parent[id(child)] = node
    bound = bound_names([tree])
    modules, functions = _module_readers(tree, _rebound(tree))

    def reader(func: ast.expr) -> bool:
        if isinstance(func, ast.Name):
            return (func.id in _READERS and func.id not in bound) or func.id in functions
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
            module = modules.get(func.value.id)
            return module is not None and func.attr in _MODULE_READERS[module]
        return False

    def used_up(node: ast.AST) -> bool:
        p = parent.get(id(node))
        if isinstance(p, (ast.For, ast.AsyncFor, ast.comprehension)):
            return p.iter is node
        if isinstance(p, ast.Compare):
            pairs = zip(p.ops, p.comparators, strict=True)
            return any(c is node and isinstance(op, (ast.In, ast.NotIn)) for op, c in pairs)
        if isinstance(p, ast.Call):
            return any(a is node for a in p.args) and reader(p.func)
        if isinstance(p, ast.Dict) and any(k is None and v is node for k, v in zip(p.keys, p.values, strict=True)):
            return True  # {**vars(x)}
        if isinstance(p, ast.keyword):
            return p.arg is None
        if isinstance(p, ast.FormattedValue):
            return p.value is node
        if isinstance(p, ast.Expr):  # a statement whose value is dropped, or a script's result
            return True  # (the result is copied out at once by the door)
        if isinstance(p, (ast.List, ast.Tuple, ast.Set, ast.Dict, ast.ListComp, ast.SetComp, ast.DictComp)):
            return in_result(node) is not None
        if isinstance(p, ast.Starred):
            return isinstance(parent.get(id(p)), (ast.List, ast.Tuple, ast.Set, ast.Call))
        return False

    last = tree.body[-1] if isinstance(tree, ast.Module) and tree.body else None

    def in_result(node: ast.AST) -> ast.AST | None:
        """The file's last statement when ``node`` is an item of the displays that make up
        its value (a script's result, which the door copies out once it is made; no code
        of the program can reach those displays before that), else None."""
        cur = node
        while True:
            p = parent.get(id(cur))
            if isinstance(p, ast.Expr):
                return p if p is last else None
            if isinstance(p, (ast.ListComp, ast.SetComp)):
                if p.elt is not cur:
                    return None  # an iterable or a condition: guest code reads it
            elif isinstance(p, ast.DictComp):
                if p.key is not cur and p.value is not cur:
                    return None
            elif isinstance(p, ast.BinOp):
                if not (isinstance(p.op, ast.Add) and _list_operands(p)):
                    return None  # another operand's __radd__ would receive the list
            elif not isinstance(p, (ast.List, ast.Tuple, ast.Set, ast.Dict)):
                return None
            cur = p

    def admitted(node: ast.AST) -> bool:
        if used_up(node):
            return True
        p = parent.get(id(node))
        if isinstance(p, ast.Subscript) and p.value is node:
            return True  # vars(x)[k], read, set or deleted: the item, or written through
        if not (isinstance(p, ast.Attribute) and p.value is node):
            return False
        call = parent.get(id(p))
        if not (isinstance(call, ast.Call) and call.func is p):
            return False
        return p.attr in _VALUE_METHODS or (p.attr in _VIEW_METHODS and used_up(call))

    classes = {n.name for n in ast.walk(tree) if isinstance(n, ast.ClassDef)} | {"cls", "mcs", "metacls"}

    def class_like(target: ast.expr) -> bool:
        """A receiver that names a class (a class's dict is not listed, see the module
        docstring): ``type(x)``, ``x.__class__``, ``cls``, a class of the file or imported."""
        if isinstance(target, ast.Call) and isinstance(target.func, ast.Name) and target.func.id == "type":
            return True
        if isinstance(target, ast.Attribute) and target.attr == "__class__":
            return True
        if isinstance(target, ast.Name):
            capitalised = target.id[:1].isupper() and target.id in bound
            builtin_class = target.id not in bound and isinstance(getattr(builtins, target.id, None), type)
            return target.id in classes or target.id in imported or capitalised or builtin_class
        return isinstance(target, ast.Attribute) and target.attr[:1].isupper()

    imported = {
        (a.asname or a.name).split(".")[0]
        for n in ast.walk(tree)
        if isinstance(n, (ast.Import, ast.ImportFrom))
        for a in n.names
    }
    good: list[ast.AST] = []
    bad: list[ast.AST] = []
    classy: list[ast.AST] = []
    results.clear()
    for node in ast.walk(tree):
        if is_vars_call(node, bound):
            assert isinstance(node, ast.Call)
            target = node.args[0]
        elif isinstance(node, ast.Attribute) and node.attr == DICT_ATTRIBUTE and isinstance(node.ctx, ast.Load):
            target = node.value
        else:
            continue
        if class_like(target):
            bad.append(node)
            classy.append(node)
        else:
            (good if admitted(node) else bad).append(node)
            if admitted(node) and (parent.get(id(node)) is last or in_result(node) is not None):
                results.append(node)
    return good, bad, classy


def _list_operands(node: ast.BinOp) -> bool:
    """``[...] + [...]``: both operands are written as lists (displays or comprehensions),
    so list.__add__ joins them and no code of the program sees either list."""
    kinds = (ast.List, ast.ListComp)
    return isinstance(node.left, kinds) and isinstance(node.right, kinds)


def is_vars_call(node: ast.AST, bound: set[str]) -> bool:
    """``vars(x)``: the builtin, one positional argument, nothing else."""
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "vars"
        and "vars" not in bound
        and len(node.args) == 1
        and not isinstance(node.args[0], ast.Starred)
        and not node.keywords
    )


def mark(tree: ast.AST) -> None:
    """Flag the admitted sites for the lowering (the flag survives the copies it makes)."""
    results: list[ast.AST] = []
    for node in sites(tree, results)[0]:
        setattr(node, SITE_FLAG, True)
    for node in results:
        setattr(node, RESULT_FLAG, True)
