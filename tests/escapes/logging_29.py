# expect: guest AttributeError
# technique: the host process id read off a record in a guest handler
import logging
class H(logging.Handler):
    def emit(self, record):
        print(record.process)
log = logging.getLogger("x")
log.addHandler(H())
log.warning("m")
