# expect: guest TypeError
# technique: a guest object posing as a tzinfo is refused by CPython's own check (tzinfo is no admitted base)
import datetime
class Zone:
    def utcoffset(self, dt):
        return datetime.timedelta(0)
datetime.datetime.fromtimestamp(0, Zone())
