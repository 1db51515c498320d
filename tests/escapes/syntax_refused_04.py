# expect: compile STK-V009
# technique: attribute deletion
x = []
del x.append
