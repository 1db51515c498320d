# expect: value 1
# technique: functools.partial of a guest function does not outlive the run
# check: no-survivors
import functools
p = functools.partial(lambda x: x, 1)
p()
