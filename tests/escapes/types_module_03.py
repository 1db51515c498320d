# expect: compile STK-V003
# technique: reading a traceback's frame attribute (no admitted type has tb_frame)
import types
def f(tb: types.TracebackType):
    return tb.tb_frame
f
