# expect: value ["m", "m"]
# technique: a record's private attribute refused on store; only plain fields are assignable
import logging
out = []
class H(logging.Handler):
    def emit(self, record):
        try:
            record._secret = 1
        except AttributeError:
            out.append(record.msg)
        record.extra_field = record.msg
        out.append(record.extra_field)
log = logging.getLogger("x")
log.addHandler(H())
log.warning("m")
out
