# expect: guest TypeError
# technique: constructing re.Pattern directly with host-looking arguments
import re
re.Pattern(1, 2, 3, 4)
