# expect: guest AttributeError
# technique: assigning a logger's level directly (only propagate, disabled and handlers are assignable)
import logging
log = logging.getLogger('a')
log.level = 'NOT A LEVEL'
