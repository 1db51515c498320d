"""Compile a lowered tree and check what came out.

Invariant: every code object of a program uses only opcodes from ALLOWED_OPCODES and only
names that are ABI hooks or identifiers of the guest's own source. A lowering bug that let
an attribute load, an import or a class build through is caught here, before any run.
"""

from __future__ import annotations

import ast
import dis
import types
import warnings
from collections.abc import Iterator

from .._errors import Diagnostic
from . import abi

# Opcodes lowered guest code may contain (union over the supported Python versions; names
# absent from a version are harmless). Not here, on purpose: attribute load/store/delete
# (LOAD_ATTR, LOAD_METHOD, STORE_ATTR, DELETE_ATTR, LOAD_SUPER_ATTR), imports (IMPORT_NAME,
# IMPORT_FROM, IMPORT_STAR), annotations (SETUP_ANNOTATIONS: only in
# class bodies, see _CLASS_BODY_OPCODES), match (MATCH_*),
# except* (CHECK_EG_MATCH, PREP_RERAISE_STAR), LOAD_FROM_DICT_OR_GLOBALS (type params).
# Class bodies need LOAD_BUILD_CLASS (it calls the guest builtins' guarded __build_class__),
# LOAD_CLASSDEREF (3.11) / LOAD_LOCALS + LOAD_FROM_DICT_OR_DEREF (3.12+) for a class body
# reading a variable of the enclosing function; with needs BEFORE_WITH and
# WITH_EXCEPT_START (its manager is always the lowering's __sk_with wrapper); async with
# and async for need BEFORE_ASYNC_WITH, GET_AITER, GET_ANEXT and END_ASYNC_FOR (their
# manager / iterator is always the lowering's __sk_awith / __sk_aiter wrapper); a yield in
# an async generator needs ASYNC_GEN_WRAP (3.11) / INTRINSIC_ASYNC_GEN_WRAP (3.12+), which
# only marks the yielded value for the generator object (aio.py drives and closes those).
ALLOWED_OPCODES: frozenset[str] = frozenset(
    """
    BINARY_OP BINARY_SLICE BINARY_SUBSCR BUILD_CONST_KEY_MAP BUILD_LIST BUILD_MAP BUILD_SET
    BUILD_SLICE BUILD_STRING BUILD_TUPLE CACHE CALL CALL_FUNCTION_EX CALL_INTRINSIC_1
    CALL_KW CHECK_EXC_MATCH CLEANUP_THROW COMPARE_OP CONTAINS_OP CONVERT_VALUE COPY
    COPY_FREE_VARS DELETE_DEREF DELETE_FAST DELETE_GLOBAL DELETE_NAME DELETE_SUBSCR
    DICT_MERGE DICT_UPDATE END_FOR END_SEND EXTENDED_ARG FORMAT_SIMPLE FORMAT_VALUE
    FORMAT_WITH_SPEC FOR_ITER GET_ITER GET_LEN GET_YIELD_FROM_ITER IS_OP JUMP_BACKWARD
    JUMP_BACKWARD_NO_INTERRUPT JUMP_FORWARD JUMP_IF_FALSE_OR_POP JUMP_IF_TRUE_OR_POP
    KW_NAMES LIST_APPEND LIST_EXTEND LIST_TO_TUPLE LOAD_ASSERTION_ERROR LOAD_CLOSURE
    LOAD_CONST LOAD_DEREF LOAD_FAST LOAD_FAST_AND_CLEAR LOAD_FAST_CHECK LOAD_FAST_LOAD_FAST
    LOAD_GLOBAL LOAD_NAME MAKE_CELL MAKE_FUNCTION MAP_ADD NOP POP_BLOCK POP_EXCEPT
    POP_JUMP_BACKWARD_IF_FALSE POP_JUMP_BACKWARD_IF_NONE POP_JUMP_BACKWARD_IF_NOT_NONE
    POP_JUMP_BACKWARD_IF_TRUE POP_JUMP_FORWARD_IF_FALSE POP_JUMP_FORWARD_IF_NONE
    POP_JUMP_FORWARD_IF_NOT_NONE POP_JUMP_FORWARD_IF_TRUE POP_JUMP_IF_FALSE POP_JUMP_IF_NONE
    POP_JUMP_IF_NOT_NONE POP_JUMP_IF_TRUE POP_TOP PRECALL PUSH_EXC_INFO PUSH_NULL RAISE_VARARGS
    RERAISE RESUME RETURN_CONST SEND RETURN_GENERATOR RETURN_VALUE SET_ADD SET_FUNCTION_ATTRIBUTE
    SET_UPDATE STORE_DEREF STORE_FAST STORE_FAST_LOAD_FAST STORE_FAST_STORE_FAST
    STORE_GLOBAL STORE_NAME STORE_SLICE STORE_SUBSCR SWAP TO_BOOL UNARY_INVERT
    UNARY_NEGATIVE UNARY_NOT UNARY_POSITIVE UNPACK_EX UNPACK_SEQUENCE YIELD_VALUE JUMP JUMP_NO_INTERRUPT
    EXIT_INIT_CHECK CALL_INTRINSIC_2 LOAD_FAST_CHECK INTERPRETER_EXIT
    LOAD_BUILD_CLASS LOAD_CLASSDEREF LOAD_LOCALS LOAD_FROM_DICT_OR_DEREF BEFORE_WITH WITH_EXCEPT_START
    MATCH_CLASS MATCH_KEYS MATCH_MAPPING MATCH_SEQUENCE GET_AWAITABLE
    BEFORE_ASYNC_WITH GET_AITER GET_ANEXT END_ASYNC_FOR ASYNC_GEN_WRAP
    """.split()
)

# 3.12+ CALL_INTRINSIC_1 operands lowered code may use (by name, as dis shows them).
ALLOWED_INTRINSICS: frozenset[str] = frozenset(
    {
        "INTRINSIC_STOPITERATION_ERROR",
        "INTRINSIC_UNARY_POSITIVE",
        "INTRINSIC_LIST_TO_TUPLE",
        "INTRINSIC_ASYNC_GEN_WRAP",
    }
)

_ALLOWED_OPS = frozenset(op for name, op in dis.opmap.items() if name in ALLOWED_OPCODES and name != "CALL_INTRINSIC_1")
_INTRINSIC_1 = dis.opmap.get("CALL_INTRINSIC_1", -1)

# Names CPython itself puts in code objects (comprehension argument, docstrings, and what a
# class body stores: __module__, __qualname__, __classcell__ and the implicit __class__
# cell of methods that call super(); 3.13 adds __firstlineno__ and __static_attributes__).
# The guest cannot write any of them (the naming rule refuses every other "__" name).
_COMPILER_NAMES = frozenset(
    {
        ".0",
        "__name__",
        "__doc__",
        "__module__",
        "__qualname__",
        "__classcell__",
        "__class__",
        "__firstlineno__",
        "__static_attributes__",
    }
)


# What only a class body may contain: the lowering keeps `x: T` there with T as a string
# constant (for dataclasses), which CPython compiles to SETUP_ANNOTATIONS and a store into
# the class namespace's __annotations__. A module or function never gets either.
_CLASS_BODY_OPCODES = frozenset({"SETUP_ANNOTATIONS"})

# The one exception to "no attribute opcodes": a method's fast copy (lower._fast_copy) reads
# and stores attributes of parameters that __sk_own checked. Allowed only in a code object
# that calls __sk_own, on the value of the instruction right before (a load of a parameter
# that the code object never stores, deletes or shares with a nested scope), for a name
# without a leading "__", and never at a jump target (so that load is what the opcode uses).
# 3.13's STORE_FAST_LOAD_FAST (a, b) stores a and loads b: b is the value, a the write.
_RECEIVER_OPCODES = frozenset({"LOAD_ATTR", "LOAD_METHOD", "STORE_ATTR"})
_PARAM_LOADS = frozenset({"LOAD_FAST", "LOAD_FAST_CHECK", "LOAD_FAST_LOAD_FAST", "STORE_FAST_LOAD_FAST"})
_LOCAL_WRITES = frozenset(
    {"STORE_FAST", "DELETE_FAST", "STORE_FAST_LOAD_FAST", "STORE_FAST_STORE_FAST", "STORE_FAST_MAYBE_NULL"}
)


def _receiver_ok(c: types.CodeType, ins: list[dis.Instruction], i: int) -> bool:
    """Whether ins[i], an attribute opcode, is a checked receiver's plain access."""
    name = ins[i].argval
    if not isinstance(name, str) or name.startswith("__") or ins[i].is_jump_target:
        return False
    if "__sk_own" not in c.co_names and "__sk_own__" not in c.co_names:
        return False
    j = i - 1
    while j >= 0 and ins[j].opname == "EXTENDED_ARG" and not ins[j].is_jump_target:
        j -= 1
    if j < 0 or ins[j].opname not in _PARAM_LOADS:
        return False
    loaded = ins[j].argval
    receiver = loaded[1] if isinstance(loaded, tuple) else loaded
    nparams = c.co_argcount + c.co_kwonlyargcount
    if receiver not in c.co_varnames[:nparams] or receiver in c.co_cellvars:
        return False
    for other in ins:
        if other.opname in _LOCAL_WRITES:
            written = other.argval if isinstance(other.argval, tuple) else (other.argval,)
            if other.opname == "STORE_FAST_LOAD_FAST":
                written = written[:1]  # (stored, loaded): 3.13's superinstruction writes only the first
            if receiver in written:
                return False
    return True


# The other exception: the typed-receiver form (lower, "typed receivers"), an attribute load
# right after a conditional jump taken when `type(n) in __sk_S` is false, with n loaded
# just before and inside that test, straight-line code from the test's first load on.
_TYPED_LOADS = frozenset(
    {
        "LOAD_FAST",
        "LOAD_FAST_CHECK",
        "LOAD_GLOBAL",
        "LOAD_NAME",
        "LOAD_DEREF",
        "LOAD_CLASSDEREF",
        "LOAD_FROM_DICT_OR_DEREF",
    }
)
_TYPED_ATTR_OPCODES = frozenset({"LOAD_ATTR", "LOAD_METHOD"})
_HOOK_LOADS = frozenset({"LOAD_GLOBAL", "LOAD_NAME"})
_JUMP_IF_FALSE = frozenset({"POP_JUMP_IF_FALSE", "POP_JUMP_FORWARD_IF_FALSE"})
_SKIPPED = frozenset({"EXTENDED_ARG", "PRECALL", "PUSH_NULL", "NOP", "CACHE"})


def _same_variable(a: dis.Instruction, b: dis.Instruction) -> bool:
    """Two loads of one variable (a local read with and without CPython's unbound check)."""
    fast = ("LOAD_FAST", "LOAD_FAST_CHECK")
    same_op = a.opname == b.opname or (a.opname in fast and b.opname in fast)
    return same_op and isinstance(a.argval, str) and a.argval == b.argval and (a.opname in fast or a.arg == b.arg)


def _typed_receiver_ok(ins: list[dis.Instruction], i: int) -> bool:
    """Whether ins[i], an attribute load, is the plain branch of the typed-receiver form:
    [hook __sk_type] [load n] CALL 1 [hook __sk_S] CONTAINS_OP 0 (TO_BOOL)
    POP_JUMP_IF_FALSE [load n] LOAD_ATTR, with EXTENDED_ARG, PRECALL, PUSH_NULL and NOP
    anywhere, and nothing after the __sk_type load a jump target."""
    name = ins[i].argval
    if ins[i].opname not in _TYPED_ATTR_OPCODES or not isinstance(name, str) or name.startswith("__"):
        return False
    seq: list[dis.Instruction] = []  # the form's instructions, last first
    j = i
    while j >= 0 and len(seq) < 9:
        x = ins[j]
        j -= 1
        if x.opname in _SKIPPED:
            if x.is_jump_target:
                return False
            continue
        seq.append(x)
        if len(seq) >= 8 and x.opname in _HOOK_LOADS and x.argval in ("__sk_type", "__sk_type__"):
            break
    if len(seq) == 9 and seq[3].opname == "TO_BOOL":
        del seq[3]
    if len(seq) != 8 or any(x.is_jump_target for x in seq[:-1]):
        return False
    _attr, load2, jump, contains, hook_s, call, load1, hook_t = seq
    return (
        load2.opname in _TYPED_LOADS
        and _same_variable(load1, load2)
        and jump.opname in _JUMP_IF_FALSE
        and contains.opname == "CONTAINS_OP"
        and contains.arg == 0
        and hook_s.opname in _HOOK_LOADS
        and hook_s.argval in ("__sk_S", "__sk_S__")
        and call.opname == "CALL"
        and call.arg == 1
        and hook_t.opname in _HOOK_LOADS
        and hook_t.argval in ("__sk_type", "__sk_type__")
    )


_CLASS_BODY_NAMES = frozenset({"__annotations__"})
_CO_OPTIMIZED = 0x0001


def _is_class_body(c: types.CodeType, root: types.CodeType) -> bool:
    return c is not root and not c.co_flags & _CO_OPTIMIZED


def code_objects(code: types.CodeType) -> Iterator[types.CodeType]:
    """The code object and all nested ones."""
    stack = [code]
    while stack:
        c = stack.pop()
        yield c
        stack.extend(k for k in c.co_consts if isinstance(k, types.CodeType))


def check_code(code: types.CodeType, allowed_names: frozenset[str], file: str) -> list[Diagnostic]:
    """Check every code object; returns diagnostics (empty when clean)."""
    diags: list[Diagnostic] = []
    for c in code_objects(code):
        class_body = _is_class_body(c, code)
        for name in (*c.co_names, *c.co_varnames, *c.co_cellvars, *c.co_freevars):
            if name in allowed_names or name in _COMPILER_NAMES or abi.is_abi_name(name):
                continue
            if class_body and name in _CLASS_BODY_NAMES:
                continue
            diags.append(
                Diagnostic(
                    file, c.co_firstlineno, 0, "STK-C001", f"emitted code names '{name}', which is outside the ABI"
                )
            )
        ops = set(c.co_code[0::2])  # 3.11+: every code unit is (opcode, oparg)
        if ops <= _ALLOWED_OPS and _INTRINSIC_1 not in ops:
            continue
        listed = list(dis.get_instructions(c))
        for n, ins in enumerate(listed):
            if class_body and ins.opname in _CLASS_BODY_OPCODES:
                continue
            if ins.opname in _RECEIVER_OPCODES and _receiver_ok(c, listed, n):
                continue
            if ins.opname in _TYPED_ATTR_OPCODES and _typed_receiver_ok(listed, n):
                continue
            if ins.opname not in ALLOWED_OPCODES:
                line = ins.positions.lineno if ins.positions and ins.positions.lineno else c.co_firstlineno
                diags.append(Diagnostic(file, line, 0, "STK-C002", f"emitted opcode {ins.opname} is outside the ABI"))
            elif ins.opname == "CALL_INTRINSIC_1" and ins.argrepr not in ALLOWED_INTRINSICS:
                diags.append(
                    Diagnostic(
                        file, c.co_firstlineno, 0, "STK-C002", f"emitted intrinsic {ins.argrepr} is outside the ABI"
                    )
                )
    return diags


def codegen(tree: ast.Module, filename: str) -> types.CodeType:
    """Compile a lowered tree (the caller checks the result with check_code)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # SyntaxWarnings about guest code stay out of the host's log
        return compile(tree, filename, "exec", dont_inherit=True, optimize=0)
