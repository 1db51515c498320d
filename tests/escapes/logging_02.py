# expect: guest AttributeError
# technique: a StreamHandler's stream read by name through getattr
import logging
h = logging.StreamHandler()
getattr(h, 'stream')
