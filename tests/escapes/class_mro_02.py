# expect: guest AttributeError
# technique: the MRO of a program handler class (logging.Handler's MRO is not CPython's): refused rather than shown differently
import logging
class H(logging.Handler):
    def emit(self, record):
        pass
H.__mro__
