# expect: limit fuel
# technique: for-else after a loop that runs out of fuel
# limits: fuel=100000
# entry: main
def main():
    for i in range(10**9):
        pass
    else:
        return 'done'
