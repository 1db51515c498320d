# expect: guest TypeError
# technique: super(type, C): super over the metaclass
class A:
    pass
super(type, A)
