from functools import partial, reduce, cmp_to_key, wraps


def apply_discount(price: float, rate: float, floor: float = 0.0) -> float:
    return max(round(price * (1 - rate), 2), floor)


black_friday = partial(apply_discount, rate=0.3)
staff = partial(apply_discount, rate=0.5, floor=1.0)
prices = [19.99, 5.0, 1.5, 120.0]


def compose(*fns):
    return reduce(lambda f, g: lambda x: g(f(x)), fns)


def compare_versions(a: str, b: str) -> int:
    pa = [int(x) for x in a.split(".")]
    pb = [int(x) for x in b.split(".")]
    width = max(len(pa), len(pb))
    pa += [0] * (width - len(pa))
    pb += [0] * (width - len(pb))
    return (pa > pb) - (pa < pb)


def logged(fn):
    @wraps(fn)
    def wrapper(*args, **kwargs):
        result = fn(*args, **kwargs)
        print(f"{fn.__name__}{args} -> {result}")
        return result
    return wrapper


@logged
def area(w, h):
    """Rectangle area."""
    return w * h


pipeline = compose(str.strip, str.lower, lambda s: s.replace(" ", "_"))
versions = ["1.10.0", "1.2", "1.2.0.1", "0.9.9", "1.2.0", "2.0"]
area(3, 4)
nested = reduce(lambda acc, kv: {**acc, kv[0]: acc.get(kv[0], 0) + kv[1]}, [("a", 1), ("b", 2), ("a", 3)], {})
([black_friday(p) for p in prices], [staff(p) for p in prices], pipeline("  Hello World Again "),
 sorted(versions, key=cmp_to_key(compare_versions)), reduce(lambda a, b: a * b, range(1, 11)), nested,
 area.__name__)
