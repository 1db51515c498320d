import math

width = 12
pi = math.pi
big = 1234567.891
ratio = 0.4567
name = "Ada"
items = ["a", "b"]

print(f"{pi=:.3f}")
print(f"{name=}, {items=}")
print(f"{big:,.2f}|{big:_.1f}|{big:e}|{big:.3g}")
print(f"{ratio:.1%}|{ratio:>10.2%}|{-ratio:+.3f}")
print(f"[{name:^{width}}]|[{name:*<8}]|[{name:>{width // 2}}]")
print(f"{255:#x} {255:#o} {255:#b} {255:08b} {-42:05d}")
print(f"{'nested ' + name.upper():>20}")
print(f"{3.0:g} {1e-7:g} {123456789.0:g} {0.1 + 0.2!r}")
print(f"{math.inf} {-math.inf:>6} {math.nan}")
rows = [("alpha", 1.5, 10), ("beta", 22.25, 3), ("gamma", 333.125, 12345)]
for label, value, count in rows:
    print(f"{label:<8}|{value:>10.3f}|{count:>7,d}|{value * count:>12,.1f}")
print("%-8s|%6.2f|%5d" % ("pct", 12.345, 7), "{:>6}|{:<6}|{:^6}".format("r", "l", "c"))
total = sum(v * c for _, v, c in rows)
f"{total:,.3f}"
