# expect: guest TypeError
# technique: the three-argument type() through the guest's type (make a class past build_class)
type("X", (object,), {"__reduce__": print})
