# expect: guest TypeError
# technique: generator subject matched by a class pattern reading send through a rebound class name
def g():
    yield 1

gen = g()
kinds = [str, gen]
match "x":
    case str(join=j):
        pass
