# expect: compile STK-V002
# technique: dict.__dict__ (the type's mappingproxy)
dict.__dict__
