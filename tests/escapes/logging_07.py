# expect: value 0
# technique: a run adds a handler and raises its logger's level; the next run must start with none
# runs: 3
import logging
log = logging.getLogger('shared.across.runs')
before = len(log.handlers) + len(logging.getLogger().handlers) + log.level
log.addHandler(logging.StreamHandler())
logging.basicConfig(level=logging.DEBUG)
log.setLevel(logging.ERROR)
before
