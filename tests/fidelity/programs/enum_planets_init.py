from enum import Enum

G = 6.67300e-11


class Planet(Enum):
    MERCURY = (3.303e23, 2.4397e6)
    VENUS = (4.869e24, 6.0518e6)
    EARTH = (5.976e24, 6.37814e6)
    MARS = (6.421e23, 3.3972e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def surface_gravity(self):
        return G * self.mass / (self.radius * self.radius)

    def weight(self, other_mass):
        return other_mass * self.surface_gravity

    @classmethod
    def heaviest(cls):
        return max(cls, key=lambda p: p.mass)

    @staticmethod
    def names():
        return [p.name.title() for p in Planet]


earth_weight = 75.0
mass = earth_weight / Planet.EARTH.surface_gravity
weights = {p.name: round(p.weight(mass), 2) for p in Planet}
print(Planet.EARTH, repr(Planet.MARS))
print(weights)
(weights, Planet.heaviest().name, Planet.names(), Planet((6.421e23, 3.3972e6)).name, Planet.VENUS.value, round(Planet.MARS.radius / 1e6, 3))
