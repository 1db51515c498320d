# expect: guest AttributeError
# technique: a guest Formatter subclass overwriting the validated format after __init__
import logging
class F(logging.Formatter):
    def __init__(self):
        super().__init__("%(message)s")
        self._fmt = "%(process)d"
F()
