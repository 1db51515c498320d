# expect: value None
# technique: an __exit__ that is a host callable is never called while a limit is in flight; normal exit calls it
class S:
    def __enter__(self):
        return self
    __exit__ = print if False else None
try:
    with S():
        pass
except TypeError:
    pass
