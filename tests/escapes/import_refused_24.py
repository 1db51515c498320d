# expect: compile STK-V004
# technique: a second program file importing socket
import util
util.x
# ===== util.py
import socket
x = 1
