# expect: value 'ok'
# technique: a FutureWarning about a nested set stays out of the host's log
import re
re.compile("[[:alpha:]]")
"ok"
