# expect: value ['[a]', '[b]', 'c']
# technique: sub with a guest function replacement: the guest function runs metered per match
import re
def f(m):
    return "[" + m.group() + "]"
re.sub("[ab]", f, "a,b,c").split(",")
