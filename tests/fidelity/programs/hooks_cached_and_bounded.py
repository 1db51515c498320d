"""A cached-property descriptor and a bounded-number validator used together."""


class cached:
    def __init__(self, fn):
        self.fn = fn
        self.hits = 0

    def __set_name__(self, owner, name):
        self.attr = name

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        self.hits += 1
        value = self.fn(obj)
        setattr(obj, self.attr, value)  # a non-data descriptor: the instance value wins next time
        return value


class Bounded:
    def __init__(self, lo, hi):
        self.lo, self.hi = lo, hi

    def __set_name__(self, owner, name):
        self.public, self.private = name, "_" + name

    def __get__(self, obj, owner=None):
        return self if obj is None else getattr(obj, self.private)

    def __set__(self, obj, value):
        if not self.lo <= value <= self.hi:
            raise ValueError(f"{self.public}={value} outside [{self.lo}, {self.hi}]")
        setattr(obj, self.private, value)


class Sensor:
    reading = Bounded(-40, 125)
    gain = Bounded(0.5, 4)

    def __init__(self, reading, gain=1):
        self.reading = reading
        self.gain = gain

    @cached
    def calibrated(self):
        return round(self.reading * self.gain, 2)


s = Sensor(21.5, 2)
print(s.calibrated, s.calibrated, Sensor.calibrated.hits)
t = Sensor(-3)
print(t.calibrated, Sensor.calibrated.hits)
for field, value in [("reading", 200), ("gain", 0.1), ("gain", 3)]:
    try:
        setattr(t, field, value)
        print("ok", field, getattr(t, field))
    except ValueError as e:
        print("error:", e)
[Sensor.reading.public, Sensor.gain.lo, t.calibrated]
