from decimal import Decimal, ROUND_HALF_EVEN, getcontext, localcontext

getcontext().prec = 34
principal = Decimal("25000.00")
annual = Decimal("0.0475")
monthly = annual / 12
schedule = []
balance = principal
for month in range(1, 13):
    interest = (balance * monthly).quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)
    balance += interest
    schedule.append((month, str(interest), str(balance)))

# Fixed-rate loan payment: P * r / (1 - (1 + r) ** -n)
n = 360
r = Decimal("0.065") / 12
payment = (Decimal("300000") * r / (1 - (1 + r) ** -n)).quantize(Decimal("0.01"))
with localcontext() as ctx:
    ctx.prec = 50
    continuous = (principal * (annual * 10).exp()).quantize(Decimal("0.0001"))
    doubling = (Decimal(2).ln() / (1 + annual).ln()).quantize(Decimal("0.001"))
print("after a year:", balance)
print("monthly payment:", payment)
print("continuous 10y:", continuous, "doubling years:", doubling)
(schedule[-1], str(payment), str(continuous), str(doubling), getcontext().prec)
