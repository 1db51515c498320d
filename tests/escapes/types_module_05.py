# expect: compile STK-V003
# technique: a class attribute of an admitted types class (TracebackType.tb_next: frames and tracebacks stay unreachable)
import types
types.TracebackType.tb_next
