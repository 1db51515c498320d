# expect: guest TypeError
# technique: vars() of an enum member (its _value_/_sort_order_ sunder state)
import enum
class C(enum.Enum):
    A = 1
m = [C.A][0]
print(vars(m))
