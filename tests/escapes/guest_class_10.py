# expect: value ('F', 'x')
# technique: __set_name__ hook (admitted: called by the runtime after registration)
class D:
    def __set_name__(self, owner, name):
        self.where = (owner.__name__, name)
class F:
    x = D()
F.x.where
