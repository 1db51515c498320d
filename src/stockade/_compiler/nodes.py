"""The node table: every ast node class, and whether guest code may use it.

Invariant: a node class that is not in this table is refused. A new Python minor version
cannot slip new syntax past review: its new nodes are absent here until someone reviews
them and writes a line below. ``CHECK`` nodes are admitted, and the verifier has a rule
for them (see verify.py); ``DENY`` nodes carry the diagnostic code and what to write
instead.
"""

from __future__ import annotations

from typing import Final, Literal

Rule = Literal["allow", "check", "deny"]

ALLOW: Final = "allow"
CHECK: Final = "check"
DENY: Final = "deny"

# name -> (rule, reason / what to write instead)
NODE_TABLE: Final[dict[str, tuple[Rule, str]]] = {
    # modules
    "Module": (ALLOW, "a program file"),
    "Expression": (DENY, "only whole modules are compiled"),
    "Interactive": (DENY, "only whole modules are compiled"),
    "FunctionType": (DENY, "type comments are not programs"),
    "TypeIgnore": (ALLOW, "a type: ignore comment"),
    # statements
    "FunctionDef": (CHECK, "parameters and decorators are checked like any names and calls"),
    "AsyncFunctionDef": (CHECK, "coroutines, driven by the guest asyncio; async generators are refused"),
    "ClassDef": (CHECK, "classes: no keywords; bases and the body are checked at run time by __build_class__"),
    "Return": (ALLOW, "return"),
    "Delete": (CHECK, "del of names and items; attributes cannot be deleted"),
    "Assign": (CHECK, "assignment targets are checked"),
    "AugAssign": (CHECK, "augmented assignment targets are checked"),
    "AnnAssign": (CHECK, "annotations are never evaluated: stripped, or kept as strings in class bodies"),
    "For": (ALLOW, "for loops (metered)"),
    "AsyncFor": (CHECK, "async for over guest async iterators (metered, the awaitables checked)"),
    "While": (ALLOW, "while loops (metered)"),
    "If": (ALLOW, "if"),
    "With": (CHECK, "with: every context manager is wrapped so __exit__ cannot swallow a limit"),
    "AsyncWith": (CHECK, "async with: every manager is wrapped so __aexit__ cannot swallow a limit"),
    "Match": (ALLOW, "match statement (class and dotted value patterns are checked at run time)"),
    "Raise": (ALLOW, "raise / raise ... from"),
    "Try": (CHECK, "except clauses are filtered so limits stay uncatchable"),
    "TryStar": (DENY, "except* is not admitted; use plain except"),
    "Assert": (ALLOW, "assert"),
    "Import": (CHECK, "only admitted modules and program files can be imported"),
    "ImportFrom": (CHECK, "only admitted modules and program files can be imported"),
    "Global": (CHECK, "global names are checked"),
    "Nonlocal": (CHECK, "nonlocal names are checked"),
    "Expr": (ALLOW, "expression statement"),
    "Pass": (ALLOW, "pass"),
    "Break": (ALLOW, "break"),
    "Continue": (ALLOW, "continue"),
    "TypeAlias": (DENY, "type aliases are not admitted; annotations need no alias"),
    # expressions
    "BoolOp": (ALLOW, "and / or"),
    "NamedExpr": (CHECK, "walrus targets are checked"),
    "BinOp": (ALLOW, "arithmetic (amplifying operators are guarded)"),
    "UnaryOp": (ALLOW, "unary operators"),
    "Lambda": (ALLOW, "lambda (metered)"),
    "IfExp": (ALLOW, "conditional expression"),
    "Dict": (ALLOW, "dict display"),
    "Set": (ALLOW, "set display"),
    "ListComp": (ALLOW, "list comprehension (metered)"),
    "SetComp": (ALLOW, "set comprehension (metered)"),
    "DictComp": (ALLOW, "dict comprehension (metered)"),
    "GeneratorExp": (CHECK, "generator expression (metered); async ones are refused"),
    "Await": (ALLOW, "await of guest coroutines and guest asyncio futures (checked at run time)"),
    "Yield": (ALLOW, "generators: the function ticks when resumed, loops tick per item"),
    "YieldFrom": (ALLOW, "delegation: the inner iterable is metered at its source"),
    "Compare": (ALLOW, "comparisons"),
    "Call": (CHECK, "calls: binding calls are checked against the manifest"),
    "FormattedValue": (ALLOW, "f-string field"),
    "JoinedStr": (ALLOW, "f-string"),
    "Constant": (ALLOW, "literal"),
    "Attribute": (CHECK, "attribute reads are checked against the per-type allowlist"),
    "Subscript": (ALLOW, "indexing and slicing"),
    "Starred": (ALLOW, "star-unpacking (guarded)"),
    "Name": (CHECK, "names are checked against the naming rules"),
    "List": (ALLOW, "list display"),
    "Tuple": (ALLOW, "tuple display"),
    "Slice": (ALLOW, "slice"),
    # contexts
    "Load": (ALLOW, "context"),
    "Store": (ALLOW, "context"),
    "Del": (ALLOW, "context"),
    # operators
    "And": (ALLOW, "operator"),
    "Or": (ALLOW, "operator"),
    "Add": (ALLOW, "operator"),
    "Sub": (ALLOW, "operator"),
    "Mult": (ALLOW, "operator"),
    "MatMult": (ALLOW, "operator (only guest classes define __matmul__; ints, lists ... raise TypeError)"),
    "Div": (ALLOW, "operator"),
    "Mod": (ALLOW, "operator (guarded when it formats)"),
    "Pow": (ALLOW, "operator (guarded)"),
    "LShift": (ALLOW, "operator (guarded)"),
    "RShift": (ALLOW, "operator"),
    "BitOr": (ALLOW, "operator"),
    "BitXor": (ALLOW, "operator"),
    "BitAnd": (ALLOW, "operator"),
    "FloorDiv": (ALLOW, "operator"),
    "Invert": (ALLOW, "operator"),
    "Not": (ALLOW, "operator"),
    "UAdd": (ALLOW, "operator"),
    "USub": (ALLOW, "operator"),
    "Eq": (ALLOW, "operator"),
    "NotEq": (ALLOW, "operator"),
    "Lt": (ALLOW, "operator"),
    "LtE": (ALLOW, "operator"),
    "Gt": (ALLOW, "operator"),
    "GtE": (ALLOW, "operator"),
    "Is": (ALLOW, "operator"),
    "IsNot": (ALLOW, "operator"),
    "In": (ALLOW, "operator"),
    "NotIn": (ALLOW, "operator"),
    # helpers
    "comprehension": (CHECK, "async generator expressions are refused; async list/set/dict comprehensions are metered"),
    "ExceptHandler": (CHECK, "except clauses are filtered"),
    "arguments": (ALLOW, "parameter list"),
    "arg": (ALLOW, "parameter (annotation stripped)"),
    "keyword": (ALLOW, "keyword argument"),
    "alias": (ALLOW, "import alias"),
    "withitem": (CHECK, "a context manager and its optional target"),
    "match_case": (ALLOW, "case clause; the guard is an ordinary expression"),
    "MatchValue": (ALLOW, "literal or dotted value pattern (dotted values go through the guard)"),
    "MatchSingleton": (ALLOW, "None / True / False pattern"),
    "MatchSequence": (ALLOW, "sequence pattern"),
    "MatchMapping": (CHECK, "mapping pattern: keys must be literals"),
    "MatchClass": (CHECK, "class pattern: keyword names are checked; the reads are checked at run time"),
    "MatchStar": (ALLOW, "star in a sequence pattern"),
    "MatchAs": (ALLOW, "capture, wildcard and as-pattern"),
    "MatchOr": (ALLOW, "or-pattern"),
    "TypeVar": (DENY, "type parameters are not admitted"),
    "ParamSpec": (DENY, "type parameters are not admitted"),
    "TypeVarTuple": (DENY, "type parameters are not admitted"),
}

# Python minors whose new nodes have been reviewed into the table above.
REVIEWED_MINORS: Final = frozenset({(3, 11), (3, 12), (3, 13)})


def rule(node_class_name: str) -> tuple[Rule, str]:
    """The rule for a node class; unknown classes are denied."""
    return NODE_TABLE.get(node_class_name, (DENY, "syntax not reviewed for this Python version"))
