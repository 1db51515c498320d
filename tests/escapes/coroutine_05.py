# expect: compile STK-V003
# technique: async generator (ag_frame, asend/athrow machinery)
async def agen():
    yield 1
agen().ag_code
