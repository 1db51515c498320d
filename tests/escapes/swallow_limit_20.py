# expect: limit memory
# technique: after a memory trip the handler allocates a little and returns
# limits: memory=20000000
# entry: main
def main():
    try:
        x = [0] * 10**9
    except BaseException:
        return [1, 2, 3]
