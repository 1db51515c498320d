# expect: limit stdout
# technique: stdout and stderr each under the limit, together past it
# limits: stdout=1000
import sys
print('a' * 600)
print('b' * 600, file=sys.stderr)
