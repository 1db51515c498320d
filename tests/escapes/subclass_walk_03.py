# expect: guest AttributeError
# technique: format_map field traversal to __class__
"{x.__class__}".format_map({"x": ()})
