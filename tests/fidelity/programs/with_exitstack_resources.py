from contextlib import ExitStack, contextmanager

opened = []


@contextmanager
def resource(name, fail=False):
    opened.append(name)
    if fail:
        raise RuntimeError(f"cannot open {name}")
    try:
        yield {"name": name}
    finally:
        opened.append(f"closed {name}")


def use_all(names, fail_on=None):
    with ExitStack() as stack:
        handles = [stack.enter_context(resource(n, fail=(n == fail_on))) for n in names]
        return [h["name"] for h in handles]


ok = use_all(["db", "cache", "queue"])
try:
    use_all(["a", "b", "c"], fail_on="b")
except RuntimeError as e:
    err = str(e)
(ok, err, opened)
