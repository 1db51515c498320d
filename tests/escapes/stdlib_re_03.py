# expect: guest TypeError
# technique: re.DEBUG prints the compiled pattern to the host's stdout
import re
re.compile("a+b", 128)
