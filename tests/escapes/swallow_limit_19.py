# expect: limit fuel
# technique: fuel runs out inside a cmp_to_key comparator, sort wrapped in try/except
# limits: fuel=100000
# entry: main
import functools
def cmp(a, b):
    while True:
        pass
def main():
    try:
        return sorted([1, 2, 3], key=functools.cmp_to_key(cmp))
    except:
        return 'swallowed'
