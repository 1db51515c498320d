# expect: limit fuel
# technique: finally: continue inside a loop
# limits: fuel=100000
# entry: main
def main():
    for i in range(3):
        try:
            while True:
                pass
        finally:
            continue
    return 1
