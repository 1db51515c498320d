# expect: value ("f.<locals>.g", "doc", "A.m", None, "<lambda>")
# technique: __qualname__ and __doc__ of the program's own functions and methods
def f():
    def g():
        "doc"
    return g
class A:
    def m(self):
        pass
(f().__qualname__, f().__doc__, A().m.__qualname__, A.m.__doc__, (lambda: 0).__qualname__)
