# expect: guest TypeError
# technique: a guest Formatter subclass shadowing the host's validated format with an unchecked one
import logging
class F(logging.Formatter):
    _fmt = "%(process)d %(message)s"
