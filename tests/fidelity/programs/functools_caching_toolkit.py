from functools import lru_cache, reduce, partial, total_ordering, wraps, cache
import operator

@lru_cache(maxsize=None)
def ways_to_climb(n: int) -> int:
    if n < 0:
        return 0
    if n == 0:
        return 1
    return ways_to_climb(n - 1) + ways_to_climb(n - 2) + ways_to_climb(n - 3)

print([ways_to_climb(i) for i in range(10)])
print(ways_to_climb.cache_info())
ways_to_climb.cache_clear()
print(ways_to_climb.cache_info().currsize)

@cache
def collatz_len(n: int) -> int:
    return 1 if n == 1 else 1 + collatz_len(n // 2 if n % 2 == 0 else 3 * n + 1)

longest = max(range(1, 200), key=collatz_len)
print("longest collatz under 200:", longest, collatz_len(longest))

print(reduce(operator.mul, range(1, 8), 1))
print(reduce(lambda acc, w: acc + len(w), ["alpha", "be", "gam"], 0))

def power(base, exponent):
    return base ** exponent

square = partial(power, exponent=2)
cube = partial(power, exponent=3)
print(square(9), cube(4), square.keywords)

def logged(fn):
    @wraps(fn)
    def wrapper(*args, **kwargs):
        result = fn(*args, **kwargs)
        print(f"{fn.__name__}{args} -> {result}")
        return result
    return wrapper

@logged
def add(a, b):
    """Add two numbers."""
    return a + b

add(2, 3)
print(add.__name__, add.__doc__)

@total_ordering
class Version:
    def __init__(self, text):
        self.parts = tuple(int(p) for p in text.split("."))
    def __eq__(self, other):
        return self.parts == other.parts
    def __lt__(self, other):
        return self.parts < other.parts
    def __repr__(self):
        return "Version(" + ".".join(map(str, self.parts)) + ")"

versions = [Version(v) for v in ["1.10.0", "1.2.3", "1.2.10", "0.9"]]
print(sorted(versions), Version("1.0") >= Version("0.9.9"), max(versions))
sorted(versions)[-1].parts
