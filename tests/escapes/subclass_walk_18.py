# expect: compile STK-V002
# technique: bool.__base__ to climb to int/object
bool.__base__.__subclasses__()
