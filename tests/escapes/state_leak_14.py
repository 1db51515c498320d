# expect: guest ValueError
# technique: a guest exception raised out of a run does not keep guest objects alive in the GuestError
# entry: main
# check: no-survivors
def main():
    data = 'y' * 1000
    raise ValueError(lambda: data)
