from collections import OrderedDict


def make_lru(capacity):
    data = OrderedDict()
    stats = {"hits": 0, "misses": 0, "evictions": 0}

    def get(key):
        if key in data:
            data.move_to_end(key)
            stats["hits"] += 1
            return data[key]
        stats["misses"] += 1
        return None

    def put(key, value):
        if key in data:
            data.move_to_end(key)
        data[key] = value
        if len(data) > capacity:
            old, _ = data.popitem(last=False)
            stats["evictions"] += 1
            print(f"evicted {old}")

    return get, put, data, stats


get, put, data, stats = make_lru(3)
for k in "abc":
    put(k, k.upper())
get("a")
put("d", "D")
get("b")
put("e", "E")
get("a")
get("d")
od = OrderedDict.fromkeys("xyz", 0)
od.move_to_end("x")
od.move_to_end("z", last=False)
(list(data.items()), stats, list(od), od == OrderedDict([("z", 0), ("y", 0), ("x", 0)]), od == {"x": 0, "y": 0, "z": 0})
