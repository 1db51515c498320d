# expect: guest TypeError
# technique: shlex.split over a bytes stream, whose end of input the lexer never sees (a host loop without fuel)
import io
import shlex
shlex.split(io.BytesIO(b"a b c"))
