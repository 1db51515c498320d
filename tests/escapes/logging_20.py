# expect: limit fuel
# technique: a large extra= dict passed to every log call (each call walks it: metered per key)
# limits: fuel=2000000
import logging
big = {'k' + str(i): i for i in range(100000)}
log = logging.getLogger('quiet')
log.addHandler(logging.NullHandler())
log.propagate = False
while True:
    log.warning('x', extra=big)
