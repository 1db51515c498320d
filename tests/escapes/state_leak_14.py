# expect: guest ValueError
# technique: a guest exception raised out of a run does not keep guest objects alive in the GuestError
# entry: main
# check: no-survivors
# hole: GuestError.__traceback__ reaches run()'s frame, whose locals hold the guest exception, frames and namespace: a host that keeps the error keeps the guest alive
def main():
    data = 'y' * 1000
    raise ValueError(lambda: data)
