# expect: compile STK-V002
# technique: the guest range class's metaclass internals
range.__instancecheck__
