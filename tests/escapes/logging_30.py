# expect: guest AttributeError
# technique: the host clock read off a record (created) without the nondeterminism grant
import logging
class H(logging.Handler):
    def emit(self, record):
        print(record.created)
log = logging.getLogger("x")
log.addHandler(H())
log.warning("m")
