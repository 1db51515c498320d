# expect: guest AttributeError
# technique: traversal two levels deep in nested format specs
"{0:{1:{2.__class__.__base__}}}".format(1, 2, 3)
