# expect: guest TypeError
# technique: a guest fake handler appended to logger.handlers, so the host would call its handle()
import logging
class FakeHandler:
    level = 0
    def handle(self, record):
        return record
log = logging.getLogger('a')
log.handlers.append(FakeHandler())
log.error('x')
