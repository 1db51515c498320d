# expect: guest BindingError
# technique: random.seed() reseeds from OS entropy
import random
random.seed()
