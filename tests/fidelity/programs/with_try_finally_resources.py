pool = {"free": 2, "log": []}


def acquire(name):
    if pool["free"] == 0:
        raise RuntimeError(f"no connection for {name}")
    pool["free"] -= 1
    pool["log"].append(f"acquire {name}")
    return {"name": name}


def release(conn):
    pool["free"] += 1
    pool["log"].append(f"release {conn['name']}")


def run_query(name, fail=False):
    conn = acquire(name)
    try:
        if fail:
            raise ValueError(f"query failed on {name}")
        return f"rows from {name}"
    finally:
        release(conn)


results = []
for name, fail in [("q1", False), ("q2", True), ("q3", False)]:
    try:
        results.append(run_query(name, fail))
    except ValueError as e:
        results.append(str(e))
a = acquire("held1")
b = acquire("held2")
try:
    acquire("q4")
except RuntimeError as e:
    results.append(str(e))
release(a)
release(b)
(results, pool)
