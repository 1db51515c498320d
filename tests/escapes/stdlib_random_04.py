# expect: value [0.8444218515250481, 0.8444218515250481]
# technique: module-level random state must not leak between runs
# runs: 3
import random
r = random.random()
[r, random.Random(0).random()]
