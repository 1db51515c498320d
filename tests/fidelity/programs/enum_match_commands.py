from enum import Enum, IntEnum


class Cmd(Enum):
    PUSH = "push"
    POP = "pop"
    ADD = "add"
    DUP = "dup"
    PRINT = "print"


class Code(IntEnum):
    OK = 0
    UNDERFLOW = 1
    UNKNOWN = 2


def run(program):
    stack, out = [], []
    for line in program:
        word, *args = line.split()
        try:
            cmd = Cmd(word)
        except ValueError:
            return Code.UNKNOWN, out
        match cmd:
            case Cmd.PUSH:
                stack.append(int(args[0]))
            case Cmd.POP | Cmd.DUP if not stack:
                return Code.UNDERFLOW, out
            case Cmd.POP:
                stack.pop()
            case Cmd.DUP:
                stack.append(stack[-1])
            case Cmd.ADD:
                if len(stack) < 2:
                    return Code.UNDERFLOW, out
                stack.append(stack.pop() + stack.pop())
            case Cmd():
                out.append(stack[-1] if stack else None)
    return Code.OK, out


def classify(code):
    match code:
        case Code.OK:
            return "fine"
        case Code(value=1):
            return "underflow"
        case int(n) if n > 1:
            return f"error {n}"


results = [run(["push 2", "dup", "add", "print"]), run(["pop"]), run(["push 1", "jump"]), run(["push 4", "push 5", "add", "print", "dup", "print"])]
for code, out in results:
    print(code, repr(code), classify(code), out)
([(c.name, o) for c, o in results], [classify(c) for c, _ in results], results[0])
