# expect: limit memory
# technique: __exit__ returning True on a memory limit
# limits: memory=20000000
class S:
    def __enter__(self):
        return self
    def __exit__(self, *exc):
        return True
with S():
    x = [0] * 10**9
'swallowed'
