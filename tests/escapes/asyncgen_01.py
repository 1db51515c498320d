# expect: compile STK-V003
# technique: ag_frame of an async generator read as an attribute
async def agen():
    yield 1
agen().ag_frame
