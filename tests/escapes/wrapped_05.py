# expect: guest AttributeError
# technique: __wrapped__ of a bound method of a host object
"abc".upper.__wrapped__
