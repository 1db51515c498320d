employees = [
    ("Ada Lovelace", "Engineering", 145000, 0.125),
    ("Grace Hopper", "Research", 162500.5, 0.1),
    ("Alan Turing", "Engineering", 138250, 0.08),
    ("Katherine Johnson", "Analytics", 121000, 0.15),
]

header = "{:<20}|{:^13}|{:>12}|{:>7}".format("Name", "Dept", "Salary", "Bonus")
print(header)
print("-" * len(header))
for name, dept, salary, bonus in employees:
    print("{:<20}|{:^13}|{:>12,.2f}|{:>7.1%}".format(name, dept, salary, bonus))

total = sum(e[2] for e in employees)
print(f"{'TOTAL':<20}|{'':^13}|{total:>12,.2f}|")
print(f"{total:_.0f} {total:e} {total:.3g} {int(total):#x} {int(total):b}")
print(f"{42:08d} {-42:+d} {3.14159:10.3f}| {'left':*<10}| {'right':*>10}| {'mid':-^11}")
print("{0:{fill}{align}{width}}".format("dyn", fill="~", align="^", width=9))
print("{name} is {age} years".format(**{"name": "Bob", "age": 30}))
print("{0[0]} and {0[1]}; {d[key]}".format(["x", "y"], d={"key": "val"}))
pct = 0.4567
print(f"{pct=}", f"{pct:.0%}", f"{pct!r:>12}", f"{'quoted'!r}")
width = 8
print(f"|{'abc':>{width}}|{3.5:^{width}.2f}|")
print("%-10s|%5d|%8.3f|%x" % ("pct", 7, 2.5, 255))
name_width = max(len(e[0]) for e in employees)
[f"{e[0]:<{name_width}} {e[2]:>10,.0f}" for e in employees]
