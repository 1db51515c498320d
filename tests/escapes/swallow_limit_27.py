# expect: limit wall
# technique: catching the wall trip inside a comprehension-driven loop
# limits: fuel=10**12, wall=0.2
# entry: main
def main():
    while True:
        try:
            [i for i in range(10000)]
        except BaseException:
            pass
