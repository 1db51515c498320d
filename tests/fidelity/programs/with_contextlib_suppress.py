from contextlib import contextmanager, suppress

log = []


@contextmanager
def section(name):
    log.append(f"enter {name}")
    try:
        yield name.upper()
    except ValueError as e:
        log.append(f"{name} handled {e}")
    finally:
        log.append(f"exit {name}")


with section("load") as tag:
    log.append(f"inside {tag}")

with section("parse"):
    raise ValueError("bad row")

with suppress(KeyError, IndexError):
    {}["missing"]
    log.append("not reached")

try:
    with section("outer"):
        with section("inner"):
            raise KeyError("boom")
except KeyError as e:
    log.append(f"escaped {e}")
log
