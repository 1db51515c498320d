# expect: limit decimal
# technique: Emax raised to libmpdec's maximum so exponents can grow without bound
from decimal import getcontext
getcontext().Emax = 999999999999999999
