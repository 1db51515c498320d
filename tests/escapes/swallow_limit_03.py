# expect: limit fuel
# technique: finally: return 1 around an infinite loop
# limits: fuel=100000
# entry: main
def main():
    try:
        while True:
            pass
    finally:
        return 1
