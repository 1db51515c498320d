# expect: guest ValueError
# technique: a format asks for the caller's pathname and lineno (host file data)
import logging
logging.basicConfig(format='%(pathname)s:%(lineno)d %(message)s')
logging.warning('x')
