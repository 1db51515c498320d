# expect: compile STK-V003
# technique: os.system named on the os facade
import os
os.system("id")
