# expect: door
# technique: a log record carried out of the run as the result
import logging
got = []
class H(logging.Handler):
    def emit(self, record):
        got.append(record)
log = logging.getLogger("x")
log.addHandler(H())
log.warning("m")
got[0]
