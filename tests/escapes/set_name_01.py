# expect: value [('Model', 'a', True), ('Model', 'b', True)]
# technique: __set_name__ runs after registration, in class-body order, with the real owner
seen = []
class Field:
    def __set_name__(self, owner, name):
        owner.count = getattr(owner, "count", 0) + 1
        seen.append((owner.__name__, name, isinstance(owner(), owner)))
class Model:
    a = Field()
    b = Field()
seen
