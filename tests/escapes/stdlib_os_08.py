# expect: compile STK-V004
# technique: importing a filesystem function from the os module directly
from os import listdir
listdir("/")
