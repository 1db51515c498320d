# expect: value 1
# technique: type() of a generator, then the unbound send off the class: the same method the generator itself offers, usable only on generators the program holds
def gen():
    yield 1
g = gen()
t = type(g)
getattr(t, "se" + "nd")(g, None)
