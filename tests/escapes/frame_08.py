# expect: value [False, False, True, False, True, True]
# technique: gi_running / gi_suspended are two bools about the generator's state, never its frame
def gen():
    yield g.gi_running
    yield 2
g = gen()
seen = [g.gi_running, g.gi_suspended]
seen.append(next(g))
seen.append(g.gi_running)
seen.append(g.gi_suspended)
seen.append(next(g) == 2)
seen
