# expect: compile STK-V003
# technique: sys.stdout.buffer (the host's binary stream)
import sys
sys.stdout.buffer.write(b'x')
