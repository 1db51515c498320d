# expect: limit recursion
# technique: each recursion level catches everything and returns
def f(n):
    try:
        return f(n + 1)
    except BaseException:
        return n
f(0)
