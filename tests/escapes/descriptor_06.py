# expect: value 'err'
# technique: a descriptor under an exception's args (host code reads the C field, not the descriptor)
class D:
    def __get__(self, obj, owner=None):
        return ("fake",)
class E(Exception):
    args = D()
try:
    raise E("err")
except E as e:
    msg = str(e)
msg
