OPS = {
    "add": lambda a, b: a + b,
    "sub": lambda a, b: a - b,
    "mul": lambda a, b: a * b,
    "div": lambda a, b: a / b if b else float("nan"),
    "pow": lambda a, b: a ** b,
    "max": max,
}


def run(program):
    stack, out = [], []
    for instr in program:
        op, *args = instr.split()
        if op == "push":
            stack.append(float(args[0]) if "." in args[0] else int(args[0]))
        elif op == "print":
            out.append(stack[-1])
        elif op in OPS:
            b, a = stack.pop(), stack.pop()
            stack.append(OPS[op](a, b))
        else:
            raise ValueError(f"unknown instruction {op!r}")
    return out


prog = ["push 2", "push 10", "pow", "print", "push 3.5", "mul", "print", "push 7", "max", "print", "push 0", "div", "print"]
res = run(prog)
try:
    run(["push 1", "jmp"])
except ValueError as e:
    err = str(e)
(res[:3], res[3] != res[3], err, sorted(OPS, key=lambda k: OPS[k](6, 3) if k != "div" else 0))
