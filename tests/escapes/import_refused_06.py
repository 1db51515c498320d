# expect: compile STK-V004
# technique: import importlib
import importlib
