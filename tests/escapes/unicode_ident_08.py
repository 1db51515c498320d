# expect: compile STK-V011
# technique: fullwidth globals()
ｇｌｏｂａｌｓ()
