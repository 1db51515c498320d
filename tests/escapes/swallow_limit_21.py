# expect: limit recursion
# technique: recursion limit tripped, then finally returns a value
# entry: main
def f(n):
    return f(n + 1)
def main():
    try:
        f(0)
    finally:
        return 'finally'
