row = {"name": "Widget", "price": 9.5, "qty": 3, "tags": ["a", "b"], "meta": {"sku": "W-1"}}
point = (3, -4)
outputs = [
    "{name} x{qty} @ {price:.2f}".format(**row),
    "{0[0]},{0[1]} | {1[sku]}".format(point, row["meta"]),
    "{name!r:>12}|{price!s:<6}|{qty:^5}".format_map(row),
    "{:{fill}{align}{width}}".format("mid", fill="*", align="^", width=9),
    "{:>{w}.{p}f}".format(3.14159, w=10, p=3),
    "%(name)s costs %(price).1f" % row,
    "%-8s|%8.3f|%+d|%x|%o|%e|%%" % ("ab", 2.5, 7, 255, 8, 12345.678),
    f"{row['tags']!s:>10}|{'x' * 3:.2}|{-7:=+6}|{1e6:g}|{0.000012:.2e}",
    f"{'left':<8}|{'right':>8}|{12345:_}|{0.25:%}|{7:#o}|{255:#X}",
    "{0}{1}{0}".format("ab", "-"),
    "{{literal}} {}".format(1),
    format(12345.6789, ",.2f"),
    "{:,}".format(10**12),
    "{:e}".format(0),
]
errors = []
for tpl, args in [("{0} {2}", ("a", "b")), ("{missing}", ()), ("{:d}", ("x",)), ("{0:.2f}", ("s",))]:
    try:
        errors.append(tpl.format(*args))
    except (IndexError, KeyError, ValueError) as e:
        errors.append(repr(e))
print("\n".join(outputs))
(outputs, errors)
