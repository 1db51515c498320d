# expect: compile STK-V004
# technique: import ctypes
import ctypes
