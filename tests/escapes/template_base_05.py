# expect: guest TypeError
# technique: a pattern given as a compiled pattern object instead of a str
import re
from string import Template
class T(Template):
    pattern = re.compile(r"\$(?P<named>x)(?P<escaped>)(?P<braced>)(?P<invalid>)")
