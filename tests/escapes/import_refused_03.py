# expect: compile STK-V003
# technique: import os, then reach for the operating system (os is only the path facade and constants)
import os
os.getcwd()
