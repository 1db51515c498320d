# expect: compile STK-V001
# technique: lambda containing yield
f = lambda: (yield)
