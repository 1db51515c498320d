# expect: guest AttributeError
# technique: fullwidth setattr normalises to setattr, which still only stores through the guard
ｓｅｔａｔｔｒ(1, "real", 2)
