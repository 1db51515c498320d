# expect: compile STK-V003
# technique: string.Formatter attribute on the admitted string module
import string
string.Formatter().format("{0.__class__}", 1)
