# expect: limit recursion
# technique: except RecursionError (through an alias) around deep recursion
# entry: main
RE = RecursionError
def f(n):
    return f(n + 1)
def main():
    try:
        return f(0)
    except RE:
        return 1
