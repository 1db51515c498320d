import io
import pprint
from contextlib import redirect_stdout

CASES = [
    ("greet('ann')", "Hello, Ann!\n"),
    ("show({'b': 2, 'a': [1, 2, 3]})", "{'a': [1, 2, 3], 'b': 2}\n"),
    ("countdown(3)", "3\n2\n1\nliftoff\n"),
    ("greet('bob')", "Hello, bob!\n"),
]


def greet(name):
    print(f"Hello, {name.capitalize()}!")


def show(obj):
    pprint.pprint(obj)


def countdown(n):
    while n:
        print(n)
        n -= 1
    print("liftoff")


FUNCS = {"greet": greet, "show": show, "countdown": countdown}


def run_case(call):
    name, _, rest = call.partition("(")
    arg = rest[:-1]
    if arg.startswith("'"):
        value = arg.strip("'")
    elif arg.startswith("{"):
        value = {"b": 2, "a": [1, 2, 3]}
    else:
        value = int(arg)
    buf = io.StringIO()
    with redirect_stdout(buf):
        FUNCS[name](value)
    return buf.getvalue()


failures = []
for call, expected in CASES:
    got = run_case(call)
    status = "ok" if got == expected else "FAIL"
    print(f"{status:4} {call}")
    if got != expected:
        failures.append((call, expected, got))

for call, expected, got in failures:
    print(f"  {call}: expected {expected!r}, got {got!r}")
print(f"{len(CASES) - len(failures)}/{len(CASES)} passed")
len(failures)
