# expect: guest TypeError
# technique: logger.handlers replaced by a guest list subclass
import logging
class L(list):
    pass
logging.getLogger().handlers = L()
