# expect: compile STK-V003
# technique: class pattern reading a frame attribute the program itself defines on a class
class Box:
    def __init__(self):
        self.gi_frame = 1

match Box():
    case Box(gi_frame=f):
        pass
