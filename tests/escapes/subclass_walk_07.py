# expect: guest AttributeError
# technique: traversing field hidden in a nested format spec
"{0:{1.__class__.__base__}}".format(1, 2)
