# expect: guest AttributeError
# technique: an unbound generator method read off type(gen), by a name the verifier cannot see (getattr)
def g():
    yield 1
gen = g()
getattr(type(gen), "gi_" + "code")
