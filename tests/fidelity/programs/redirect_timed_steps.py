import io
import sys
from contextlib import redirect_stdout, redirect_stderr, suppress


class StepLog:
    def __init__(self):
        self.steps = []

    def write(self, text):
        if text.strip():
            self.steps.append(text.strip())
        return len(text)


def step(name, fn, *args):
    print(f"start {name}")
    try:
        value = fn(*args)
    except ZeroDivisionError as e:
        print(f"warn: {name} failed: {e}", file=sys.stderr)
        value = None
    print(f"end {name} -> {value}")
    return value


def ratio(a, b):
    return a / b


log = StepLog()
errors = io.StringIO()
with redirect_stdout(log), redirect_stderr(errors):
    results = [step("r1", ratio, 6, 3), step("r2", ratio, 1, 0), step("len", len, "abc")]

with suppress(IndexError):
    print("last step:", log.steps[-1])
    print("missing:", log.steps[99])

print("steps:", len(log.steps))
print("errors:", errors.getvalue().strip())
print(sys.stdout is not log)
results
