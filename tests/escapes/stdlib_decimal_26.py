# expect: limit decimal
# technique: localcontext with a huge precision
from decimal import localcontext, Decimal
with localcontext(prec=10**6):
    Decimal(2).sqrt()
