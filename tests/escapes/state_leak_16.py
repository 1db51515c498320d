# expect: value 1
# technique: a plain Result does not keep the guest's objects alive
# entry: main
# check: no-survivors
def main():
    data = 'y' * 1000
    keep = lambda: data
    return 1
