# expect: limit fuel
# technique: generator close() while the fuel is exhausted
# limits: fuel=100000
# entry: main
def main():
    g = (x for x in range(10**9))
    try:
        for x in g:
            pass
    finally:
        g.close()
        return 1
