# expect: compile STK-V003
# technique: sys.stdin (no input stream)
import sys
sys.stdin.read()
