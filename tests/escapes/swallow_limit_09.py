# expect: limit fuel
# technique: finally: break inside a loop
# limits: fuel=100000
# entry: main
def main():
    while True:
        try:
            while True:
                pass
        finally:
            break
    return 1
