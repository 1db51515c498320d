# expect: guest TypeError
# technique: functools.update_wrapper copying a shared class's namespace (wrapped=a stdlib class) into a program function's dict
import functools, json
def f():
    pass
functools.update_wrapper(f, json.JSONEncoder)
