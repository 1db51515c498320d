# expect: compile STK-V003
# technique: operator.attrgetter reads attributes by name at run time
import operator
operator.attrgetter("gi_frame")
