# expect: value 1
# technique: a run increments a module global; the next run starts fresh
# entry: main
# runs: 3
counter = 0
def main():
    global counter
    counter += 1
    return counter
