# expect: guest AttributeError
# technique: unbound str.format_map called on the class with a traversing field
str.format_map("{a.__class__.__base__}", {"a": 1})
