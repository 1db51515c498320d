def memoize(fn):
    cache = {}
    stats = {"hits": 0, "misses": 0}

    def wrapper(*args):
        if args in cache:
            stats["hits"] += 1
            return cache[args]
        stats["misses"] += 1
        result = fn(*args)
        cache[args] = result
        return result

    def info():
        return dict(stats, size=len(cache))

    return wrapper, info


def _ways(n, coins):
    if n == 0:
        return 1
    if n < 0 or not coins:
        return 0
    return ways(n - coins[0], coins) + ways(n, coins[1:])


ways, ways_info = memoize(_ways)


def _stairs(n):
    return 1 if n <= 1 else stairs(n - 1) + stairs(n - 2) + (stairs(n - 3) if n >= 3 else 0)


stairs, stairs_info = memoize(_stairs)


def retry_decorator(times):
    def deco(fn):
        def wrapper(*a):
            errors = []
            for _ in range(times):
                try:
                    return fn(*a)
                except ZeroDivisionError as e:
                    errors.append(str(e))
            return f"failed {times}x: {errors[0]}"
        return wrapper
    return deco


@retry_decorator(3)
def ratio(a, b):
    return a / b


(ways(100, (50, 25, 10, 5, 1)), ways_info(), stairs(30), stairs_info(), ratio(1, 4), ratio(1, 0))
