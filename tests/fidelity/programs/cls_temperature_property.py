class Temperature:
    def __init__(self, celsius=0.0):
        self.celsius = celsius

    @property
    def celsius(self):
        return self._c

    @celsius.setter
    def celsius(self, value):
        if value < -273.15:
            raise ValueError(f"below absolute zero: {value}")
        self._c = value

    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32

    @fahrenheit.setter
    def fahrenheit(self, f):
        self.celsius = (f - 32) * 5 / 9

    def __repr__(self):
        return f"{self._c:.1f}°C"


t = Temperature(25)
readings = [repr(t), t.fahrenheit]
t.fahrenheit = 212
readings.append(repr(t))
try:
    t.celsius = -300
except ValueError as e:
    readings.append(str(e))
readings
