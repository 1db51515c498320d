# expect: compile STK-V003
# technique: typed receiver: a generator object's gi_frame through a local receiver (refused before any run)
def g():
    yield 1
def main():
    it = g()
    return it.gi_frame
main()
