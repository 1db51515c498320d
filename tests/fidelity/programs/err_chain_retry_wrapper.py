from typing import Callable, List


class TransientError(Exception):
    pass


class PermanentError(Exception):
    pass


class RetryExhausted(RuntimeError):
    def __init__(self, op: str, attempts: int):
        super().__init__(f"{op} failed after {attempts} attempts")
        self.op = op
        self.attempts = attempts


log: List[str] = []


def with_retries(op: str, fn: Callable[[int], str], attempts: int = 3) -> str:
    last_error = None
    for attempt in range(1, attempts + 1):
        try:
            return fn(attempt)
        except TransientError as e:
            log.append(f"{op}#{attempt}: {e}")
            last_error = e
        except PermanentError as e:
            raise RuntimeError(f"{op} aborted: permanent failure") from e
    raise RetryExhausted(op, attempts) from last_error


def flaky(n: int) -> str:
    if n < 3:
        raise TransientError(f"timeout on try {n}")
    return "payload"


def down(n: int) -> str:
    raise TransientError(f"503 on try {n}")


def broken(n: int) -> str:
    raise PermanentError("401 unauthorized")


results = {}
for op, fn in (("flaky", flaky), ("down", down), ("broken", broken)):
    try:
        results[op] = with_retries(op, fn)
    except RetryExhausted as e:
        results[op] = f"exhausted({e.attempts})"
        print("error:", e, "| cause:", repr(e.__cause__), "| context:", repr(e.__context__))
    except RuntimeError as e:
        results[op] = "aborted"
        print("error:", e, "| cause type:", type(e.__cause__).__name__, "| same as context:", e.__cause__ is e.__context__)

print("\n".join(log))
results
