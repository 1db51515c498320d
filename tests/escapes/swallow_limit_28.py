# expect: limit fuel
# technique: except Exception does not see the stop signal at all
# limits: fuel=100000
# entry: main
def main():
    try:
        while True:
            pass
    except Exception:
        return 1
    return 2
