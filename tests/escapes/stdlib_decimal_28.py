# expect: limit decimal
# technique: a Context method converts a big int operand in C
from decimal import getcontext
getcontext().add(1, 10**5000)
