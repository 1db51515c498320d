# expect: value True
# technique: string.Template's class-level pattern read by the program: the guest re's own Pattern (made from CPython's pattern text), never the host's sre object
import string, re
type(string.Template("$x").pattern) is re.Pattern and type(string.Template.pattern) is type(re.compile("x"))
