from typing import List

log: List[str] = []


def risky(n: int) -> float:
    log.append(f"start {n}")
    try:
        if n < 0:
            raise ValueError(f"negative: {n}")
        result = 10 / n
    except ZeroDivisionError as e:
        log.append(f"zde {e}")
        return float("inf")
    else:
        log.append("else")
        return result
    finally:
        log.append(f"finally {n}")


for n in (2, 0, -1):
    try:
        print(n, risky(n))
    except ValueError as e:
        print("caught", e)
print(log)


def nested() -> str:
    try:
        try:
            {}["k"]
        except KeyError:
            raise RuntimeError("lookup failed") from None
    except RuntimeError as e:
        return f"{e} suppress={e.__suppress_context__}"
    return "no"


print(nested())


class Retry(Exception):
    def __str__(self) -> str:
        return f"retry after {self.args[0]}s"


try:
    raise Retry(5)
except Retry as e:
    print(e, repr(e), e.args)
try:
    raise ExceptionGroup("batch", [ValueError("a"), TypeError("b")])
except* ValueError as eg:
    print("values", [str(x) for x in eg.exceptions])
except* TypeError as eg:
    print("types", [str(x) for x in eg.exceptions])
len(log)
