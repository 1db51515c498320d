from itertools import accumulate

transactions = [
    {"date": "2024-01-03", "desc": "salary", "amount": 3200},
    {"date": "2024-01-04", "desc": "rent", "amount": -1400},
    {"date": "2024-01-05", "desc": "groceries", "amount": -86},
    {"date": "2024-01-09", "desc": "refund", "amount": 25},
    {"date": "2024-01-12", "desc": "car", "amount": -2100},
    {"date": "2024-01-15", "desc": "dinner", "amount": -64},
]


def ledger(opening, txs):
    balances = list(accumulate((t["amount"] for t in txs), initial=opening))[1:]
    lines = []
    overdrawn = []
    for tx, bal in zip(txs, balances):
        lines.append(f"{tx['date']}  {tx['desc']:<10}{tx['amount']:>8,d}{bal:>10,d}")
        if bal < 0:
            overdrawn.append(tx["date"])
    return lines, balances, overdrawn


lines, balances, overdrawn = ledger(250, transactions)
print("\n".join(lines))
print("min balance:", min(balances), "final:", balances[-1])
{"overdrawn_on": overdrawn, "final": balances[-1], "low": min(balances)}
