# expect: value 0
# technique: a guest descriptor stored on a class after creation gets no __set_name__ call
calls = []
class Field:
    def __set_name__(self, owner, name):
        calls.append(name)
class Model:
    pass
Model.f = Field()
len(calls)
