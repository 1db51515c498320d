# expect: compile STK-V002
# technique: io.StringIO state through __getstate__
import io
io.StringIO("x").__getstate__()
