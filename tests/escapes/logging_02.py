# expect: value [True, True]
# technique: a StreamHandler's stream read by name through getattr is the guest's own sys.stderr stand-in, never a host stream
import logging, sys, io
h = logging.StreamHandler()
buf = io.StringIO()
h2 = logging.StreamHandler(buf)
[getattr(h, 'stream') is sys.stderr, h2.stream is buf]
