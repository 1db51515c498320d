# expect: limit wall
# technique: except Exception around short work, retried until the wall clock
# limits: fuel=10**12, wall=0.2
# entry: main
def main():
    while True:
        try:
            for i in range(1000):
                pass
        except Exception:
            return 1
