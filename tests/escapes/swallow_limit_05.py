# expect: limit recursion
# technique: except RecursionError around deep recursion
# entry: main
def f(n):
    return f(n + 1)
def main():
    try:
        return f(0)
    except RecursionError:
        return 1
