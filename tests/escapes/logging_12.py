# expect: value ['WARNING:root:hello\n']
# technique: basicConfig(stream=...) with a guest object: its write() is called through the guard, with str only
import logging
class Sink:
    def __init__(self):
        self.got = []
    def write(self, s):
        self.got.append(s)
        return len(s)
    def flush(self):
        pass
sink = Sink()
logging.basicConfig(stream=sink)
logging.warning("hello")
sink.got
