"""Unit-converting attributes with data descriptors and a computed non-data one."""


class Unit:
    factors = {"m": 1.0, "cm": 0.01, "km": 1000.0}

    def __init__(self, unit):
        self.unit = unit

    def __set_name__(self, owner, name):
        self.key = name + "_m"

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        return round(getattr(obj, self.key) / self.factors[self.unit], 6)

    def __set__(self, obj, value):
        if value < 0:
            raise ValueError(f"negative length: {value}")
        setattr(obj, self.key, value * self.factors[self.unit])

    def __delete__(self, obj):
        raise AttributeError(f"cannot delete {self.key[:-2]}")


class Area:
    def __get__(self, obj, owner=None):
        if obj is None:
            return "area (m^2)"
        return round(obj.width * obj.height, 4)


class Room:
    width = Unit("m")
    height = Unit("cm")
    area = Area()

    def __init__(self, name, width, height_cm):
        self.name = name
        self.width = width
        self.height = height_cm

    def __repr__(self):
        return f"Room({self.name!r}, {self.width} m x {self.height} cm)"


rooms = [Room("hall", 3, 250), Room("den", 4.5, 320)]
for r in rooms:
    print(r, r.area, r.width_m, r.height_m)
print(Room.area)
try:
    rooms[0].width = -1
except ValueError as e:
    print("rejected:", e)
try:
    del rooms[1].height
except AttributeError as e:
    print("rejected:", e)
rooms[1].area = "shadowed"
print(rooms[1].area)
sum(r.width for r in rooms)
