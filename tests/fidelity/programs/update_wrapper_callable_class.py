"""A call-counting decorator class that copies the function's metadata with update_wrapper."""
import functools
class Counted:
    """Counts calls."""
    def __init__(self, func):
        functools.update_wrapper(self, func)
        self.calls = 0
    def __call__(self, *a):
        self.calls += 1
        return self.__wrapped__(*a)
@Counted
def add(a, b):
    "Add two numbers."
    return a + b
add(1, 2)
print(add.__name__, add.__doc__, add.__qualname__, add.calls, add.__wrapped__(2, 3))
plain = Counted.__new__(Counted)
try:
    plain.__name__
except AttributeError as e:
    print(e)
print(plain.__doc__)
[add.__name__, add.calls]
