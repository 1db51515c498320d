# expect: limit fuel
# technique: return in an inner finally, except in the outer handler
# limits: fuel=100000
# entry: main
def inner():
    try:
        while True:
            pass
    finally:
        return 2
def main():
    try:
        return inner()
    except BaseException:
        return 1
