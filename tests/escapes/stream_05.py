# expect: limit stdout
# technique: sys.stderr.write in a loop past the shared output limit
# limits: stdout=100000
import sys
while True:
    sys.stderr.write('y' * 10000)
