import functools
import io
from contextlib import contextmanager, redirect_stdout, ExitStack


@contextmanager
def quiet():
    sink = io.StringIO()
    with redirect_stdout(sink):
        yield sink


def silenced(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        with quiet() as out:
            value = fn(*args, **kwargs)
        return value, out.getvalue()

    return wrapper


@silenced
def noisy_sum(values):
    total = 0
    for v in values:
        print("adding", v)
        total += v
    return total


value, chatter = noisy_sum([4, 5, 6])
print("value:", value)
print("chatter lines:", chatter.count("\n"))

buffers = [io.StringIO() for _ in range(3)]
with ExitStack() as stack:
    for i, b in enumerate(buffers):
        stack.enter_context(redirect_stdout(b))
        print("layer", i)
print([b.getvalue() for b in buffers])

try:
    with quiet():
        print("lost")
        raise RuntimeError("failed inside")
except RuntimeError as e:
    print("error surfaced:", e)
value
