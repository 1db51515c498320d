# expect: value -2
# technique: ~ on a bool: CPython 3.12+ emits a DeprecationWarning from inside guest code
x = True
~x
