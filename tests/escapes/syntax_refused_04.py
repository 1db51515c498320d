# expect: guest AttributeError
# technique: attribute deletion on a builtin object
x = []
del x.append
