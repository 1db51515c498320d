# expect: compile STK-V011
# technique: memoryview()
memoryview(b"x")
