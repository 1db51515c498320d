# expect: guest AttributeError
# technique: setting an attribute on a builtin int leaves CPython's own error, never a store
x = 5
x.real = 2
