# expect: value [1, 'enter']
# technique: a descriptor as __enter__ (with looks it up on the type and binds it)
class Bind:
    def __get__(self, obj, owner=None):
        return lambda: "enter"
class M:
    __enter__ = Bind()
    def __exit__(self, *a):
        return False
with M() as got:
    pass
[1, got]
