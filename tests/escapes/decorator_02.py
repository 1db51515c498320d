# expect: value None
# technique: staticmethod decorator outside a class: the object never leaves the run
@staticmethod
def f():
    pass
