# expect: compile STK-V013
# technique: derive from PrettyPrinter to override its format hook (host code would call guest methods mid-print)
import pprint
class P(pprint.PrettyPrinter):
    def format(self, obj, context, maxlevels, level):
        return "x", True, False
P().pformat([1])
