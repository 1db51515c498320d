# expect: guest AttributeError
# technique: store an attribute on a runtime stand-in function (a host Python function shared by every run)
sorted.marker = 1
