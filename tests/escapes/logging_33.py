# expect: guest AttributeError
# technique: a guest StreamHandler subclass reading the host handler's private stream slot
import logging
class S(logging.StreamHandler):
    def emit(self, record):
        getattr(self, "_str" + "eam").write("x")
log = logging.getLogger("x")
log.addHandler(S())
log.warning("m")
