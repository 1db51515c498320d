class TransientError(Exception):
    def __init__(self, attempt, reason="temporary failure"):
        super().__init__(f"attempt {attempt}: {reason}")
        self.attempt = attempt


class PermanentError(Exception):
    pass


def flaky_service(fail_times):
    calls = {"n": 0}
    def call(payload):
        calls["n"] += 1
        if payload == "bad":
            raise PermanentError(f"rejected payload {payload!r}")
        if calls["n"] <= fail_times:
            raise TransientError(calls["n"])
        return {"ok": True, "payload": payload, "calls": calls["n"]}
    return call


def retry(func, *args, attempts=4, base_delay=0.5, factor=2.0):
    delays = []
    last_exc = None
    for i in range(attempts):
        try:
            result = func(*args)
            return result, delays
        except TransientError as exc:
            last_exc = exc
            delay = base_delay * factor ** i
            delays.append(delay)
            print(f"  retrying after {delay:.2f}s: {exc}")
        except PermanentError:
            print("  permanent failure, not retrying")
            raise
    raise RuntimeError(f"gave up after {attempts} attempts") from last_exc


outcomes = {}
for name, fails, payload in [("a", 0, "x"), ("b", 2, "y"), ("c", 10, "z"), ("d", 0, "bad")]:
    print(f"service {name}:")
    try:
        result, delays = retry(flaky_service(fails), payload)
        outcomes[name] = ("ok", result["calls"], sum(delays))
    except RuntimeError as e:
        outcomes[name] = ("gave up", str(e), str(e.__cause__))
    except PermanentError as e:
        outcomes[name] = ("permanent", str(e))
    else:
        print("  success")
    finally:
        print(f"  done with {name}")
outcomes
