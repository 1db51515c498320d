# expect: limit memory
# technique: except MemoryError: return 1 around a memory bomb
# limits: memory=20000000
# entry: main
def main():
    try:
        x = 'a' * 10**10
    except MemoryError:
        return 1
