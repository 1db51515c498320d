# expect: guest AttributeError
# technique: the record dict reached through a '{'-style format: {message.__dict__}
import logging
logging.basicConfig(style='{', format='{message} {name.__dict__}')
logging.warning('x')
