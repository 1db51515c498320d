# expect: limit recursion
# technique: a guest handler that logs to its own logger, recursing through host logging code
import logging
log = logging.getLogger("loop")
class H(logging.Handler):
    def emit(self, record):
        log.warning("again")
log.addHandler(H())
log.warning("start")
