# expect: limit stdout
# technique: print in a loop, each print wrapped in try/except
# limits: stdout=10000
while True:
    try:
        print('y' * 1000)
    except BaseException:
        pass
