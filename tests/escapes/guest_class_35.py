# expect: guest AttributeError
# technique: str.format traversal to __class__.__base__ of a guest instance
class A:
    pass
'{0.__class__.__base__}'.format(A())
