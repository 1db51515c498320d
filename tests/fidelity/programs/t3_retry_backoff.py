# expect: raises RetryError
import random
from functools import wraps


class TransientError(Exception):
    pass


class RetryError(Exception):
    pass


def retry(attempts=4, base=0.5, factor=2.0, max_delay=5.0, retry_on=(TransientError,), sleeper=None):
    def decorator(fn):
        @wraps(fn)
        def wrapper(*args, **kwargs):
            delay = base
            for attempt in range(1, attempts + 1):
                try:
                    return fn(*args, **kwargs)
                except retry_on as e:
                    if attempt == attempts:
                        raise RetryError(f"{fn.__name__} failed after {attempts} attempts: {e}") from e
                    wait = min(delay, max_delay)
                    if sleeper:
                        sleeper(wait)
                    print(f"  attempt {attempt} failed ({e}); retrying in {wait:.2f}s")
                    delay *= factor
        return wrapper
    return decorator


waits = []
rng = random.Random(7)


@retry(attempts=5, sleeper=waits.append)
def flaky_fetch(url):
    if rng.random() < 0.6:
        raise TransientError(f"timeout fetching {url}")
    return f"<html>{url}</html>"


@retry(attempts=3, base=1, sleeper=waits.append)
def always_down():
    raise TransientError("503 Service Unavailable")


for u in ["/a", "/b", "/c"]:
    try:
        print("got", flaky_fetch(u))
    except RetryError as e:
        print("gave up:", e)
print("total simulated wait:", sum(waits), flaky_fetch.__name__)
always_down()
