results = {}
cases = {
    "too_few": lambda: [a for a, b, c in [(1, 2)]],
    "too_many": lambda: [a for a, b in [(1, 2, 3)]],
    "star_min": lambda: [(a, b, rest) for a, b, *rest in [(1,)]],
    "not_iterable": lambda: [a for a, b in [5]],
    "nested": lambda: [(a, b, c) for (a, b), c in [((1, 2), 3)]],
    "string": lambda: [(x, y) for x, y in ["ab", "cd"]],
    "dict_items": lambda: [(k, v) for k, v in {"a": 1}.items()],
    "star_middle": lambda: [(h, m, t) for h, *m, t in [range(6)]],
}
for name, fn in cases.items():
    try:
        results[name] = fn()
    except (ValueError, TypeError) as e:
        results[name] = f"{e}"
first, *_, last = "python"
(a, b), (c, d) = "xy", [1, 2]
head, *tail = [1]
swap_x, swap_y = 1, 2
swap_x, swap_y = swap_y, swap_x
matrix = [[1, 2], [3, 4]]
[[m11, m12], [m21, m22]] = matrix
results["misc"] = (first, last, a, b, c, d, head, tail, swap_x, swap_y, m11 * m22 - m12 * m21)
results
