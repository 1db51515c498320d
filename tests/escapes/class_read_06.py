# expect: guest AttributeError
# technique: __class__ then a type internal by getattr (the walk stops at the class)
getattr((1).__class__, "__subclasses__")
