# expect: limit fuel
# technique: bare except around an infinite loop
# limits: fuel=100000
# entry: main
def main():
    try:
        while True:
            pass
    except:
        return 1
