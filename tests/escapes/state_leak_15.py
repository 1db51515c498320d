# expect: limit fuel
# technique: a LimitExceeded kept by the host does not keep the stopped guest's objects alive
# limits: fuel=10000
# entry: main
# check: no-survivors
def main():
    data = 'y' * 1000
    keep = lambda: data
    while True:
        pass
