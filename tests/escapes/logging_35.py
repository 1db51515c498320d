# expect: limit fuel
# limits: fuel=200000
# technique: a guest filter list grown without bound on one record, each filter call charged
import logging
log = logging.getLogger("x")
for i in range(100000):
    log.filters.append(lambda r: True)
log.warning("m")
