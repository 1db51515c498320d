# expect: guest RuntimeError | guest ValueError
# technique: __set_name__ raising (3.11 wraps it in RuntimeError, 3.12+ adds a note)
class Field:
    def __set_name__(self, owner, name):
        raise ValueError(name)
class Model:
    a = Field()
