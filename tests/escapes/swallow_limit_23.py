# expect: limit fuel
# technique: finally raising a different exception, caught outside
# limits: fuel=100000
# entry: main
def main():
    try:
        try:
            while True:
                pass
        finally:
            raise ValueError('replaced')
    except ValueError:
        return 'swallowed'
