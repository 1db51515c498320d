# expect: guest AttributeError
# technique: string.Template's class-level pattern (a host sre object) through a guest attribute read
import string
string.Template("$x").pattern
