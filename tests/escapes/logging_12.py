# expect: guest TypeError
# technique: basicConfig(stream=...) with a guest object whose write() would receive host calls
import logging
class Sink:
    def write(self, s):
        return len(s)
    def flush(self):
        pass
logging.basicConfig(stream=Sink())
