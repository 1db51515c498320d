# expect: guest AttributeError
# technique: a '{'-style format walks a record field through __class__ to __subclasses__ (only the guest's type() answer is readable)
import logging
logging.basicConfig(style='{', format='{message.__class__.__subclasses__}')
logging.warning('x')
