from typing import Callable, List

attempts_log: List[str] = []


def flaky_factory(failures: int, exc: type) -> Callable[[], str]:
    state = {"calls": 0}

    def call() -> str:
        state["calls"] += 1
        if state["calls"] <= failures:
            raise exc(f"attempt {state['calls']} failed")
        return f"succeeded after {state['calls']} calls"

    return call


def retry(fn: Callable[[], str], retries: int = 3, base_delay: float = 0.5, retry_on=(TimeoutError, RuntimeError)) -> str:
    delay = base_delay
    last = None
    for attempt in range(1, retries + 2):
        try:
            return fn()
        except retry_on as e:
            last = e
            attempts_log.append(f"#{attempt}: {e} (sleep {delay:.2f}s)")
            delay = min(delay * 2, 4.0)
    raise RuntimeError(f"gave up after {retries + 1} attempts") from last


outcomes = {}
for name, failures, exc in [("fast", 0, TimeoutError), ("slow", 3, TimeoutError), ("dead", 9, RuntimeError), ("bad", 1, ValueError)]:
    try:
        outcomes[name] = retry(flaky_factory(failures, exc))
    except RuntimeError as e:
        outcomes[name] = str(e)
    except ValueError as e:
        outcomes[name] = f"not retried: {e}"
print("\n".join(attempts_log))
outcomes
