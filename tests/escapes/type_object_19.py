# expect: guest TypeError
# technique: calling the class type() gives for a dict view to build a view by hand
K = type({}.keys())
K({"k": 1})
