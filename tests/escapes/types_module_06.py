# expect: compile STK-V003
# technique: type(gen) is now types.GeneratorType: its frame descriptor read off the class and applied to the generator
def g():
    yield 1
gen = g()
type(gen).gi_frame.__get__(gen)
