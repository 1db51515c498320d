# expect: guest AttributeError
# technique: the annotations of a runtime stand-in function (print) read off it
print.__annotations__
