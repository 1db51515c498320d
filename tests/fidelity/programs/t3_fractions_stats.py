from fractions import Fraction
import math
import statistics as st

recipe = {"flour": Fraction(3, 4), "sugar": Fraction(1, 3), "butter": Fraction(1, 2)}
scale = Fraction(5, 2)
scaled = {k: v * scale for k, v in recipe.items()}
for k, v in scaled.items():
    whole, rem = divmod(v.numerator, v.denominator)
    mixed = f"{whole} {rem}/{v.denominator}" if whole and rem else (f"{whole}" if whole else f"{v}")
    print(f"{k:<7} {str(v):>6} = {mixed} cups ({float(v):.3f})")

total = sum(scaled.values(), Fraction(0))
print(total, repr(total), Fraction("0.125"), Fraction(1.5), Fraction(22, 7).limit_denominator(5))
print(Fraction(1, 3) + 1, Fraction(7, 2) // 1, round(Fraction(7, 2)), math.floor(Fraction(-7, 2)), Fraction(2, 4) == 0.5)

samples = [2.5, 3.1, 2.9, 4.4, 3.1, 5.0, 2.2, 3.8]
print(f"mean={st.mean(samples):.4f} median={st.median(samples)} mode={st.mode(samples)}")
print(f"stdev={st.stdev(samples):.6f} pvariance={st.pvariance(samples):.6f}")
print(st.median_low([1, 3, 5, 7]), st.median_high([1, 3, 5, 7]), st.quantiles(samples, n=4))
print(st.fmean([1, 2, 3, 4]), st.geometric_mean([1, 2, 4]), st.harmonic_mean([2, 3]))
print(math.isclose(0.1 + 0.2, 0.3), math.comb(10, 3), math.perm(5, 2), math.gcd(84, 36), math.lcm(4, 6))
print(math.prod([1.5, 2, 4]), math.hypot(3, 4), math.dist((0, 0), (1, 1)), math.fsum([0.1] * 10), sum([0.1] * 10))
try:
    st.mean([])
except st.StatisticsError as e:
    print("StatisticsError:", e)
try:
    Fraction(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
{k: str(v) for k, v in scaled.items()}, [str(f) for f in sorted(recipe.values())], math.trunc(-2.7), math.sqrt(2) ** 2 == 2
