# expect: value 1
# technique: an exception instance stored in a global with a note does not leak into the next run
# entry: main
# runs: 3
box = []
def main():
    e = ValueError('x')
    e.add_note('n')
    box.append(e)
    return len(box)
