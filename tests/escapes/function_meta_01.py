# expect: guest AttributeError
# technique: renaming a runtime stand-in (print) as if it were the program's own function
print.__name__ = "shout"
