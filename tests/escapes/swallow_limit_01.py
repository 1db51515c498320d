# expect: limit fuel
# technique: except BaseException: return 1 around an infinite loop
# limits: fuel=100000
# entry: main
def main():
    try:
        while True:
            pass
    except BaseException:
        return 1
