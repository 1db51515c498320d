# expect: guest ValueError
# technique: asctime in a format without the nondeterminism grant (reads the host clock)
import logging
logging.basicConfig(format='%(asctime)s %(message)s')
logging.warning('x')
