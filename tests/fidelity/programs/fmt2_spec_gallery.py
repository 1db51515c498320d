rows = [
    ("alpha", 1234567.891, 0.1234, 255),
    ("beta", -42.5, 0.5, 16),
    ("gamma-long-name", 0.000123, 1.0, 4095),
]
print(f"{'name':<16}|{'amount':>16}|{'pct':^8}|{'hex':>6}|")
print("-" * 50)
for name, amount, pct, n in rows:
    print(f"{name:<16}|{amount:>16,.2f}|{pct:^8.1%}|{n:>#6x}|")
for name, amount, pct, n in rows:
    print(f"{amount:e} {amount:.3e} {amount:g} {amount:08.3f} {n:08b} {n:o} {n:#o} {n:X}")
width, prec = 12, 3
value = 3.14159265
print(f"[{value:{width}.{prec}f}] [{value:<{width}}] [{value:*^{width}.2f}]")
print(f"[{'x':>10}] [{'x':^8}] [{'x':-<5}] [{42:+d}] [{-42: d}] [{42: d}]")
print(f"{1e21:,.0f} {12345:_} {0xDEADBEEF:_x} {1/3:.10}")
name = "O'Brien"
print(f"{name!r} {name!s:>10} {name!a}")
items = {"apple": 3, "kiwi": 12}
print(f"{items['apple']:03d} {len(items)=} {items!r}")
print("{0:>8} {1:<8} {0}".format("left", "right"))
print("{name:^10}|{val:.2%}".format(name="ratio", val=0.4567))
print("{0[a]} {0[b]:>5} {1.real}".format({"a": 1, "b": 2}, 3 + 4j))
print("{:{}{}}".format("z", ">", 6))
print(format(1234.5, ",.1f"), format(0.25, "%"), format(7, "03"), format("s", "^5"))
print(f"{True:>6} {None!s:>6} {3.0:n} {-0.0:.1f} {float('inf'):>6} {float('nan')}")
print(f"{'%':>3}% {{literal}} {100:.0%}")
f"{2**64:,} {-1234.5678:+,.2f} {0.5:.0f} {1.5:.0f} {2.5:.0f}"
