# expect: guest TypeError
# technique: Random.seed read from the class and called on a fresh object with None
import random
r = random.Random(1)
random.Random.seed(r, None)
