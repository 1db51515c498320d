values = [0, 1, -1, 3.14159, 2.5, -0.0005, 1234567.891, 1e-7, 6.02e23, 255, 65535, 42]

rows = []
for v in values:
    if isinstance(v, int):
        rows.append(f"{v:>10d} {v:>#10x} {v:>#12b} {v:>+8d} {v:08d} {v:,}")
    else:
        rows.append(f"{v:>14.4f} {v:>12.3e} {v:>10.3g} {v:>10.1%} {v:+.2f}")
print("\n".join(rows))

money = [1234.5, -99.999, 0.125, 0.135, 1e6]
formatted = ["${:,.2f}".format(m) if m >= 0 else "-${:,.2f}".format(-m) for m in money]
print(formatted)
legacy = ["%5.1f|%-6s|%03d|%x|%r" % (m, "ab", int(m) % 1000, int(abs(m)), str(m)) for m in money]
print("\n".join(legacy))
centered = [f"[{s:^9}]" for s in ("a", "abc", "abcdefghijk")]
fills = [f"{7:*^7}", f"{'x':->5}", f"{3.5:_<8}", format(1234, "_"), format(0.5, ".0%")]
rounded = [round(x, 2) for x in (2.675, 1.005, 0.125, 0.375)]
banker = [round(x) for x in (0.5, 1.5, 2.5, -0.5, -1.5)]
{"money": formatted, "centered": centered, "fills": fills, "rounded": rounded, "banker": banker}
