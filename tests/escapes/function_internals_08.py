# expect: value '<lambda>'
# technique: __name__ is the one readable dunder attribute, on functions it is a plain str
(lambda: 0).__name__
