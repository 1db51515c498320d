"""A tiny stack machine whose opcodes come from the enum functional API."""
from enum import Enum, IntEnum

Op = IntEnum("Op", "PUSH POP ADD MUL DUP PRINT HALT")
Mode = Enum("Mode", [("STRICT", "strict"), ("LENIENT", "lenient")])


def run(program: list[tuple[Op, int]], mode: Mode = Mode.STRICT) -> list[int]:
    stack: list[int] = []
    printed: list[int] = []
    for op, arg in program:
        match op:
            case Op.PUSH:
                stack.append(arg)
            case Op.POP:
                stack.pop()
            case Op.ADD | Op.MUL:
                b, a = stack.pop(), stack.pop()
                stack.append(a + b if op is Op.ADD else a * b)
            case Op.DUP:
                stack.append(stack[-1])
            case Op.PRINT:
                printed.append(stack[-1])
                print(f"{op.name:<6} {stack[-1]}")
            case Op.HALT:
                break
            case _:
                if mode is Mode.STRICT:
                    raise ValueError(f"bad opcode {op!r}")
    return printed


code = [(Op.PUSH, 6), (Op.DUP, 0), (Op.MUL, 0), (Op.PRINT, 0), (Op.PUSH, 4), (Op.ADD, 0), (Op.PRINT, 0), (Op.HALT, 0)]
print([op.name for op in Op], int(Op.HALT), Op(3), repr(Mode("lenient")))
print(sorted(Op, key=lambda o: -o.value)[:2])
{"printed": run(code), "opcodes": {op.name: op.value for op in Op}, "mode": Mode.STRICT.value}
