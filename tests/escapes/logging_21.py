# expect: limit fuel
# technique: many handlers on one logger (addHandler checks each for a duplicate: metered per handler)
import logging
log = logging.getLogger('many')
for i in range(100000):
    log.addHandler(logging.NullHandler())
