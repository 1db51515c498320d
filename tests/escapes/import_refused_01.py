# expect: compile STK-V004
# technique: import operator (attrgetter/methodcaller)
import operator
