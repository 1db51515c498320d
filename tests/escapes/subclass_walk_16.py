# expect: compile STK-V003
# technique: str.mro() as a plain attribute
str.mro()
