# expect: guest AttributeError
# technique: a '{'-style format traverses a record field to __class__
import logging
logging.basicConfig(style='{', format='{message.__class__}')
logging.warning('x')
