# expect: compile STK-V002
# technique: classic subclass walk ().__class__.__bases__[0].__subclasses__()
().__class__.__bases__[0].__subclasses__()
