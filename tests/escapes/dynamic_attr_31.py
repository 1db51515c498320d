# expect: guest AttributeError
# technique: setattr on a partial to swap its function
import functools
setattr(functools.partial(len), "func", print)
