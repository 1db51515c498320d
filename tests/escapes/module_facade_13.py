# expect: compile STK-V003
# technique: itertools.chain._sk_call (the wrapped callable)
import itertools
itertools.chain._sk_call
