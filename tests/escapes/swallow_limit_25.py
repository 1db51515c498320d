# expect: limit fuel
# technique: except-clause expression calls print after the fuel ran out
# limits: fuel=100000
# entry: main
# stdout: ''
def main():
    try:
        while True:
            pass
    except print('after-trip') or Exception:
        pass
