class Calculator:
    def __init__(self):
        self.stack = []
        self.history = []

    def do_push(self, arg):
        self.stack.append(float(arg))

    def do_add(self, _):
        b, a = self.stack.pop(), self.stack.pop()
        self.stack.append(a + b)

    def do_mul(self, _):
        b, a = self.stack.pop(), self.stack.pop()
        self.stack.append(a * b)

    def do_neg(self, _):
        self.stack.append(-self.stack.pop())

    def run(self, program):
        for line in program.strip().splitlines():
            cmd, _, arg = line.strip().partition(" ")
            handler = getattr(self, f"do_{cmd}", None)
            if handler is None:
                self.history.append(f"unknown command: {cmd}")
                continue
            handler(arg)
            self.history.append(f"{cmd:<5}{arg:>4} -> {self.stack}")
        return self.stack[-1] if self.stack else None


calc = Calculator()
result = calc.run("""
    push 3
    push 4
    add
    push 5
    mul
    sqrt
    neg
""")
print("\n".join(calc.history))
print("has do_add:", hasattr(calc, "do_add"), "has do_div:", hasattr(calc, "do_div"))
result
