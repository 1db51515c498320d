# expect: limit fuel
# technique: a limit stays tripped: a handler that calls a guest function trips again
# limits: fuel=100000
# entry: main
def helper():
    return 'ran'
def main():
    try:
        while True:
            pass
    except BaseException:
        return helper()
