# expect: guest AttributeError
# technique: format_map field traversal to __class__.__base__
"{x.__class__.__base__}".format_map({"x": ()})
