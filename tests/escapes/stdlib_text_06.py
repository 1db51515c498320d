# expect: compile STK-V004
# technique: from sys import the frame getter
from sys import _getframe
