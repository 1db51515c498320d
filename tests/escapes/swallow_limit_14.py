# expect: limit fuel
# technique: except-clause expression raises a new exception replacing the stop; an outer handler catches it
# limits: fuel=100000
# entry: main
def main():
    try:
        try:
            while True:
                pass
        except {}['missing']:
            pass
    except KeyError:
        return 'swallowed'
