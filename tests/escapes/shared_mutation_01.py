# expect: guest TypeError
# technique: functools.wraps onto a runtime class (collections.OrderedDict): update_wrapper would rename the class for every later run in the process
import functools, collections
def f():
    "doc"
functools.wraps(f)(collections.OrderedDict)
