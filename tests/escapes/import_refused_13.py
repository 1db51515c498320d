# expect: compile STK-V003
# technique: string.Formatter on the admitted string module (logging.Formatter being admitted does not make it string's)
import string
string.Formatter().format("{0.__class__}", 1)
