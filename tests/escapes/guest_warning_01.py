# expect: value -2
# technique: ~ on a bool: CPython 3.12+ emits a DeprecationWarning from inside guest code
# hole: a warning raised in guest code reaches the host's warnings machinery (3.12: host stderr/filters see <stockade>/main.py; 3.13: it imports through the guest builtins and the guest gets KeyError('__import__'))
# hole-when: >=3.12
x = True
~x
