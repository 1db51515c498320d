# expect: guest AttributeError
# technique: write a dunder (__reduce_ex__, read off the instance by copy.deepcopy) into an instance's dict through __dict__.update
import copy
class A:
    pass
a = A()
a.__dict__.update({"__reduce_ex__": lambda proto: (print, ("pwned",))})
copy.deepcopy(a)
