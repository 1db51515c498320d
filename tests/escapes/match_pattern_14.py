# expect: value (('k',), 'no match')
# technique: class pattern on exception types reads only the shared exception list
try:
    {}["k"]
except KeyError as e:
    err = e
match err:
    case Exception(args=a):
        first = a
match err:
    case NameError(name=n):
        second = n
    case _:
        second = "no match"
(first, second)
