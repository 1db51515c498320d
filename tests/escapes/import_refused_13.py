# expect: compile STK-V003 | guest AttributeError
# technique: string.Formatter attribute on the admitted string module (a run-time AttributeError since logging.Formatter made the name a module member)
import string
string.Formatter().format("{0.__class__}", 1)
