# expect: compile STK-V004
# technique: import inspect
import inspect
