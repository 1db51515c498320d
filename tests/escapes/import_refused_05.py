# expect: compile STK-V004
# technique: import builtins
import builtins
