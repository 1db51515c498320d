results = []
for i in range(3):
    pass
results.append(("loop var leaks", i))
[j for j in range(5)]
try:
    j
except NameError as e:
    results.append(("comprehension var", str(e)))
try:
    raise ValueError("x")
except ValueError as err:  # noqa: F841 - the name is cleared after the block, on purpose
    pass
try:
    err
except NameError as e:
    results.append(("except var cleared", str(e)))


def counter():
    count = 0

    def inc():
        nonlocal count
        count += 1
        return count

    return inc


def broken():
    value = total_before  # noqa: F823 - UnboundLocalError on purpose
    total_before = 1  # noqa: F841
    return value


total_before = 10
try:
    broken()
except UnboundLocalError as e:
    results.append(("unbound", str(e)))


def defaults(item, bucket=[]):
    bucket.append(item)
    return len(bucket)


c = counter()
results.append(("closure", [c(), c(), c()]))
results.append(("mutable default", [defaults(1), defaults(2), defaults(3, [])]))
x = 5
del x
try:
    print(x)
except NameError as e:
    results.append(("deleted", str(e)))
funcs = [lambda: k for k in range(3)]
results.append(("late binding", [f() for f in funcs]))
results
