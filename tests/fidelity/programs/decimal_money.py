from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN, getcontext

prices = ["19.99", "5.005", "0.10", "0.20", "1234.565"]
items = [Decimal(p) for p in prices]
total = sum(items, Decimal("0"))
cents = Decimal("0.01")
half_up = [str(p.quantize(cents, rounding=ROUND_HALF_UP)) for p in items]
banker = [str(p.quantize(cents, rounding=ROUND_HALF_EVEN)) for p in items]
tax = (total * Decimal("0.0825")).quantize(cents, rounding=ROUND_HALF_UP)
split = (total / 3).quantize(cents)
float_sum = 0.1 + 0.2
dec_sum = Decimal("0.1") + Decimal("0.2")
print(f"total={total} tax={tax} split={split}")
(str(total), half_up, banker, str(tax), str(split), float_sum == 0.3, dec_sum == Decimal("0.3"), getcontext().prec,
 str(Decimal(1) / Decimal(7)), str(Decimal("1.30") + Decimal("1.20")), Decimal("2.50").normalize().as_tuple().exponent)
