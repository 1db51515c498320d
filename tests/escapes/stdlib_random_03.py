# expect: guest TypeError
# technique: random.seed() reseeds from OS entropy
import random
random.seed()
