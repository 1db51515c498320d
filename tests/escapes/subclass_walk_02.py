# expect: guest AttributeError
# technique: str.format field traversal to __class__.__bases__
"{0.__class__.__bases__}".format(())
