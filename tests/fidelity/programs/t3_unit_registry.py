class UnitError(Exception):
    pass


class UnitRegistry:
    def __init__(self):
        self._factors = {}  # unit -> (dimension, factor to base)

    def define(self, unit, dimension, factor):
        if unit in self._factors:
            raise UnitError(f"unit already defined: {unit}")
        self._factors[unit] = (dimension, factor)
        return self

    def convert(self, value, src, dst):
        try:
            d1, f1 = self._factors[src]
            d2, f2 = self._factors[dst]
        except KeyError as e:
            raise UnitError(f"unknown unit {e.args[0]!r}") from None
        if d1 != d2:
            raise UnitError(f"cannot convert {d1} ({src}) to {d2} ({dst})")
        return value * f1 / f2

    def units(self, dimension=None):
        return sorted(u for u, (d, _) in self._factors.items() if dimension in (None, d))

    def __contains__(self, unit):
        return unit in self._factors

    def __len__(self):
        return len(self._factors)


reg = UnitRegistry()
(reg.define("m", "length", 1.0).define("km", "length", 1000.0)
    .define("mi", "length", 1609.344).define("ft", "length", 0.3048)
    .define("g", "mass", 1.0).define("kg", "mass", 1000.0).define("lb", "mass", 453.59237))

queries = [(5, "km", "mi"), (6, "ft", "m"), (10, "lb", "kg"), (1, "kg", "m"), (3, "yd", "m")]
for value, src, dst in queries:
    try:
        out = reg.convert(value, src, dst)
        print(f"{value} {src} = {out:.4g} {dst}")
    except UnitError as e:
        print(f"error: {e}")

try:
    reg.define("m", "length", 1)
except UnitError as e:
    print(e)
len(reg), reg.units("length"), "kg" in reg, "yd" in reg
