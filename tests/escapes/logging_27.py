# expect: guest AttributeError
# technique: a guest Formatter subclass reading the host formatter's private state
import logging
class F(logging.Formatter):
    def format(self, record):
        return getattr(self, "_f" + "mt")
h = logging.StreamHandler()
h.setFormatter(F())
log = logging.getLogger("x")
log.addHandler(h)
log.warning("m")
