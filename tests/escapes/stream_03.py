# expect: compile STK-V002
# technique: sys.__stdout__, the interpreter's original stream
import sys
sys.__stdout__.write('x')
