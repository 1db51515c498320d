# expect: compile STK-V003
# technique: logger.manager (CPython's process-global registry) read from a guest logger
import logging
log = logging.getLogger('a')
log.manager.loggerDict
