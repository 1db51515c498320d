# expect: limit fuel
# technique: __exit__ returning True while the fuel limit is in flight
# limits: fuel=20000
class S:
    def __enter__(self):
        return self
    def __exit__(self, *exc):
        return True
while True:
    with S():
        while True:
            pass
