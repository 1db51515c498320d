# expect: door
# technique: a guest instance returned as the result
class A:
    pass
{'a': [A()]}
