# expect: guest TypeError
# technique: logger.handlers replaced by an instance of a guest list subclass whose base is hidden
import logging
base = (list,)[0]
class L(base):
    pass
logging.getLogger().handlers = L()
