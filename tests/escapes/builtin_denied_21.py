# expect: compile STK-V011
# technique: aiter()/anext()
aiter([])
