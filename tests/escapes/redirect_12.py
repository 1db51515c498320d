# expect: value ['WARNING:root:one\n', 'ERROR:x:two\n']
# stdout: ''
# technique: logging's last resort and basicConfig inside redirect_stderr write to the guest writer, not the host's stderr
import logging
from contextlib import redirect_stderr
class Sink:
    def __init__(self):
        self.got = []
    def write(self, s):
        self.got.append(s)
sink = Sink()
with redirect_stderr(sink):
    logging.warning("one")
logging.getLogger("x").error("two")
sink.got
