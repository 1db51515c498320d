# expect: guest AttributeError
# technique: print(flush=True) to a writer without flush: CPython's AttributeError, nothing else is looked up
class W:
    def write(self, s):
        return len(s)
print("x", file=W(), flush=True)
