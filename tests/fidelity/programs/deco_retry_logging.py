import functools
from typing import Callable, TypeVar

T = TypeVar("T")
calls = []


def retry(times: int = 3, exceptions: tuple = (Exception,)):
    def decorator(func: Callable[..., T]) -> Callable[..., T]:
        @functools.wraps(func)
        def wrapper(*args, **kwargs):
            last = None
            for attempt in range(1, times + 1):
                try:
                    result = func(*args, **kwargs)
                    print(f"{func.__name__}: success on attempt {attempt}")
                    return result
                except exceptions as exc:
                    last = exc
                    print(f"{func.__name__}: attempt {attempt} failed: {exc!r}")
            raise RuntimeError(f"{func.__name__} failed after {times} attempts") from last
        return wrapper
    return decorator


def log_calls(func):
    @functools.wraps(func)
    def inner(*args, **kwargs):
        arg_text = ", ".join([repr(a) for a in args] + [f"{k}={v!r}" for k, v in kwargs.items()])
        calls.append(f"{func.__name__}({arg_text})")
        return func(*args, **kwargs)
    return inner


state = {"n": 0}


@retry(times=4, exceptions=(ConnectionError, TimeoutError))
@log_calls
def flaky_fetch(url, timeout=5):
    state["n"] += 1
    if state["n"] < 3:
        raise ConnectionError(f"refused ({state['n']})")
    return {"url": url, "status": 200}


@retry(times=2)
def always_fails():
    raise ValueError("nope")


print(flaky_fetch("https://api.example.com", timeout=2))
try:
    always_fails()
except RuntimeError as e:
    print("gave up:", e, "| cause:", repr(e.__cause__))
print(flaky_fetch.__name__, calls)
state["n"]
