# expect: limit recursion
# technique: recursion inside a list comprehension
def f(n):
    return [f(n + 1) for _ in [0]]
f(0)
