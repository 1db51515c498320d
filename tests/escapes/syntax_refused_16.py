# expect: value {'__name__': 1}
# technique: a __name__ keyword argument is only a string key
dict(__name__=1)
