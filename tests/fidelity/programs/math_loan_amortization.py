import math


def payment(principal: float, annual_rate: float, years: int) -> float:
    r = annual_rate / 12
    n = years * 12
    if r == 0:
        return principal / n
    return principal * r * (1 + r) ** n / ((1 + r) ** n - 1)


def schedule(principal, annual_rate, years, extra=0.0):
    pmt = payment(principal, annual_rate, years)
    balance = principal
    month = 0
    total_interest = 0.0
    rows = []
    while balance > 0.005 and month < years * 12:
        month += 1
        interest = balance * annual_rate / 12
        principal_part = min(pmt + extra - interest, balance)
        balance -= principal_part
        total_interest += interest
        rows.append((month, round(interest, 2), round(principal_part, 2), round(max(balance, 0), 2)))
    return pmt, rows, total_interest


pmt, rows, interest = schedule(250_000, 0.065, 30)
print(f"monthly payment: ${pmt:,.2f}")
print(f"{'month':>5} {'interest':>10} {'principal':>10} {'balance':>12}")
for row in rows[:3] + rows[-2:]:
    print(f"{row[0]:>5} {row[1]:>10,.2f} {row[2]:>10,.2f} {row[3]:>12,.2f}")
print(f"total interest: ${interest:,.2f}")
_, rows_extra, interest_extra = schedule(250_000, 0.065, 30, extra=200)
saved_months = len(rows) - len(rows_extra)
print(f"with $200 extra: {len(rows_extra)} months ({saved_months // 12}y {saved_months % 12}m sooner), "
      f"saves ${interest - interest_extra:,.2f}")
print(round(payment(10000, 0, 2), 2), math.isclose(payment(1000, 0.12, 1) * 12, 1066.19, rel_tol=1e-4))
years_to_double = math.log(2) / math.log(1 + 0.07)
print(f"rule of 72 check: {72 / 7:.2f} vs {years_to_double:.2f}")
round(interest, 2)
