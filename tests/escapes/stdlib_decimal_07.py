# expect: limit decimal
# technique: Context(prec=10000).exp takes 25 s in libmpdec
from decimal import Context, Decimal
Context(prec=10000).exp(Decimal('2.5'))
