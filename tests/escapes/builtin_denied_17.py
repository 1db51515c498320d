# expect: value 1
# technique: a guest parameter named getattr is the guest's own value
def f(getattr):
    return getattr(["a"])
f(len)
