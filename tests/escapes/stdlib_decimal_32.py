# expect: limit decimal
# technique: setcontext with a context whose precision grew after it was made
from decimal import Context, setcontext
c = Context()
c.prec = 5000
setcontext(c)
