# expect: door
# technique: a guest logger returned as the result, to reach the host
import logging
logging.getLogger('out')
