from __future__ import annotations

from functools import wraps
from typing import Any, Callable

CALL_LOG: list[str] = []


def log_calls(prefix: str = "call") -> Callable:
    def decorator(fn: Callable) -> Callable:
        @wraps(fn)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            parts = [repr(a) for a in args] + [f"{k}={v!r}" for k, v in sorted(kwargs.items())]
            CALL_LOG.append(f"{prefix}: {fn.__name__}({', '.join(parts)})")
            return fn(*args, **kwargs)
        return wrapper
    return decorator


def validate(**checks: Callable[[Any], bool]) -> Callable:
    def decorator(fn: Callable) -> Callable:
        @wraps(fn)
        def wrapper(**kwargs: Any) -> Any:
            for name, check in checks.items():
                if name in kwargs and not check(kwargs[name]):
                    raise ValueError(f"{fn.__name__}: invalid {name}={kwargs[name]!r}")
            return fn(**kwargs)
        return wrapper
    return decorator


def count_calls(fn: Callable) -> Callable:
    calls = {"n": 0}

    @wraps(fn)
    def wrapper(*args: Any) -> Any:
        calls["n"] += 1
        return fn(*args)

    return wrapper


@log_calls("api")
@validate(amount=lambda a: a > 0, currency=lambda c: c in {"EUR", "USD"})
def transfer(*, amount: float, currency: str = "EUR") -> str:
    return f"sent {amount:.2f} {currency}"


outcomes = []
for kwargs in ({"amount": 10, "currency": "USD"}, {"amount": -1}, {"amount": 5, "currency": "GBP"}, {"amount": 2.5}):
    try:
        outcomes.append(transfer(**kwargs))
    except ValueError as e:
        outcomes.append(f"error: {e}")
print("\n".join(CALL_LOG))
(outcomes, transfer.__name__, len(CALL_LOG))
