# expect: raises ZeroDivisionError
def average(values):
    return sum(values) / len(values)


groups = {"a": [1, 2, 3], "b": [10], "c": []}
for name, vals in groups.items():
    print(name, average(vals))
