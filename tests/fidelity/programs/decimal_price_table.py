from decimal import Decimal, Context, ROUND_HALF_EVEN, ROUND_UP

prices = [Decimal(p) for p in ("9.99", "19.5", "1000", "0.333", "1234567.891", "-42.005")]
fmt = []
for p in prices:
    fmt.append((f"{p:,.2f}", f"{p:>12.1f}", f"{p:e}", f"{p:%}", f"{p:+.3g}", repr(p), str(-p), str(abs(p))))
for row in fmt:
    print(" | ".join(row))

ctx = Context(prec=6, rounding=ROUND_HALF_EVEN)
compact = [str(ctx.create_decimal(p)) for p in prices]
up = Context(prec=3, rounding=ROUND_UP)
coarse = [str(up.plus(p)) for p in prices]
ordered = [str(p) for p in sorted(prices)]
mixed = sorted([Decimal("2.5"), 1, 3, Decimal("-0.5"), 2])
preds = [(p.is_signed(), p.is_zero(), p.is_finite(), p.number_class(), p.adjusted()) for p in prices[:3]]
special = [str(Decimal("NaN")), str(Decimal("-Infinity")), Decimal("NaN").is_nan(), Decimal("sNaN").is_snan()]
total = sum(prices)
avg = (total / len(prices)).quantize(Decimal("0.0001"))
(fmt, compact, coarse, ordered, [str(m) for m in mixed], preds, special, str(total), str(avg),
 str(Decimal(2).sqrt()), str(Decimal("1.21").sqrt()), str(max(prices)), str(min(prices)),
 str(Decimal("10") // 3), str(Decimal("-10") % 3), [str(x) for x in divmod(Decimal("7.5"), 2)],
 str(Decimal(2) ** 10), str(Decimal("1.1") ** 3), Decimal(7).as_tuple().digits)
