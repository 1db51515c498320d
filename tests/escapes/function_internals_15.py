# expect: value '__main__'
# technique: reading __name__ (the one readable dunder) gives a plain str
__name__
