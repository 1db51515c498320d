import functools


def make_counter(start=0, step=1):
    count = start

    def incr():
        nonlocal count
        count += step
        return count

    def reset():
        nonlocal count
        count = start

    return incr, reset


def memoize(fn):
    cache = {}

    @functools.wraps(fn)
    def wrapper(*args):
        if args not in cache:
            cache[args] = fn(*args)
        return cache[args]

    wrapper.cache = cache
    return wrapper


def validate_args(**types):
    def deco(fn):
        @functools.wraps(fn)
        def inner(*args, **kwargs):
            bound = dict(kwargs)
            for name, typ in types.items():
                if name in bound and not isinstance(bound[name], typ):
                    raise TypeError(f"{fn.__name__}() argument {name!r} must be {typ.__name__}, not {type(bound[name]).__name__}")
            return fn(*args, **kwargs)
        return inner
    return deco


@memoize
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


@validate_args(qty=int, price=float)
def line_total(*, qty, price):
    return round(qty * price, 2)


incr, reset = make_counter(10, 5)
print([incr() for _ in range(3)])
reset()
print(incr(), fib(60), len(fib.cache), fib.__name__)
print(line_total(qty=3, price=2.5))
try:
    line_total(qty="3", price=2.5)
except TypeError as e:
    print(e)
adders = [lambda x, i=i: x + i for i in range(3)]
late = [lambda x: x + i for i in range(3)]
partial_pow = functools.partial(pow, exp=2)
print([f(10) for f in adders], [f(10) for f in late], partial_pow(7), functools.reduce(lambda a, b: a * b, range(1, 6)))
[incr() for _ in range(2)], fib(30)
