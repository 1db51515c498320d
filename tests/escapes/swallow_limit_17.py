# expect: limit fuel
# technique: fuel runs out inside a sorted() key, sorted wrapped in try/except
# limits: fuel=100000
# entry: main
def key(x):
    while True:
        pass
def main():
    try:
        return sorted([1, 2], key=key)
    except BaseException:
        return 'swallowed'
