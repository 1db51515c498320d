# expect: guest AttributeError
# technique: a guest filter swapping the class of the record it is handed
import logging
class Evil(logging.Filter):
    def filter(self, record):
        setattr(record, "__class__", Evil)
        return True
log = logging.getLogger("x")
log.addFilter(Evil())
log.warning("m")
