# expect: guest TypeError
# technique: an unbound Logger method read from the class and called with a guest object as self
import logging
class Fake:
    pass
logging.Logger.info(Fake(), 'x')
