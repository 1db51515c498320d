# expect: limit recursion
# technique: recursion 10**6 deep
def f(n):
    return f(n + 1) if n < 10**6 else n
f(0)
