# expect: guest AttributeError
# technique: a record handed to a guest handler, its host __dict__ asked for by a computed name
import logging
class H(logging.Handler):
    def emit(self, record):
        getattr(record, "__di" + "ct__")
log = logging.getLogger("x")
log.addHandler(H())
log.warning("m")
