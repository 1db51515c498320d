# expect: limit fuel
# technique: except StopIteration around next() on an infinite iterator, hoping the tick ends it quietly
# limits: fuel=100000
# entry: main
import itertools
def main():
    it = itertools.count()
    try:
        while True:
            next(it)
    except StopIteration:
        return 'stopped quietly'
