# expect: guest TypeError
# technique: types.GenericAlias over a stand-in class: calling the alias calls the stand-in, whose checks apply (random.Random with a non-seed argument)
import types, random
types.GenericAlias(random.Random, int)([1, 2])
