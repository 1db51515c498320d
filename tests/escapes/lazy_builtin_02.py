# expect: compile STK-V013
# technique: subclassing the map stand-in to reach the real map class's constructor
class M(map):
    pass
