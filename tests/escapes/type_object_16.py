# expect: compile STK-V002
# technique: __class_getitem__ on a builtin type
list.__class_getitem__(int)
