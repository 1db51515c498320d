# expect: limit decimal
# technique: type() of the decimal context is the guest's checked Context
import decimal
type(decimal.getcontext())(prec=10**9)
