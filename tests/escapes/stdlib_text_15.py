# expect: guest TypeError
# technique: class pattern reading a Template's substitute raw (a replaced, charging attribute)
import string
match string.Template("$x"):
    case string.Template(substitute=s):
        s(x=1)
