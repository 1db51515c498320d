# expect: guest NotImplementedError
# technique: logger.exception would print a traceback naming host files
import logging
try:
    1 / 0
except ZeroDivisionError:
    logging.getLogger('a').exception('failed')
