# expect: compile STK-V001
# technique: except RecursionError named directly around deep recursion (refused before any run)
# entry: main
def f(n):
    return f(n + 1)
def main():
    try:
        return f(0)
    except RecursionError:
        return 1
