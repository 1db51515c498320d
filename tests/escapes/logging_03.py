# expect: guest TypeError
# technique: logging.LogRecord named as a module member to build a record by hand
import logging
logging.LogRecord('a', 10, 'p', 1, 'm', (), None)
