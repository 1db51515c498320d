import decimal
from decimal import Decimal

MODES = {
    "ROUND_CEILING": decimal.ROUND_CEILING, "ROUND_DOWN": decimal.ROUND_DOWN,
    "ROUND_FLOOR": decimal.ROUND_FLOOR, "ROUND_HALF_DOWN": decimal.ROUND_HALF_DOWN,
    "ROUND_HALF_EVEN": decimal.ROUND_HALF_EVEN, "ROUND_HALF_UP": decimal.ROUND_HALF_UP,
    "ROUND_UP": decimal.ROUND_UP, "ROUND_05UP": decimal.ROUND_05UP,
}
values = ["2.675", "-2.675", "2.665", "0.005", "-0.015", "1.0051", "7.5", "8.5"]
table = {}
for mode, rounding in MODES.items():
    row = [str(Decimal(v).quantize(Decimal("0.01"), rounding=rounding)) for v in values]
    table[mode] = row
    print(f"{mode:<16}", " ".join(f"{x:>7}" for x in row))

whole = [str(Decimal(v).to_integral_value(rounding=decimal.ROUND_HALF_EVEN)) for v in ("0.5", "1.5", "2.5", "-2.5")]
py_round = [round(Decimal(v)) for v in ("0.5", "1.5", "2.5", "-2.5")]
nd = [str(round(Decimal("3.14159"), n)) for n in range(4)]
floats = [str(Decimal(2.675)), str(Decimal.from_float(0.1).quantize(Decimal("1e-20")))]
(table, whole, py_round, nd, floats)
