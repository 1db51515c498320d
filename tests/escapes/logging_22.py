# expect: limit fuel
# technique: a logger name of many dots (each parent lookup copies and hashes every prefix: metered)
import logging
log = logging.getLogger('a.' * 200000 + 'b')
while True:
    log.getEffectiveLevel()
