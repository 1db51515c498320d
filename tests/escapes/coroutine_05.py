# expect: compile STK-V014
# technique: async generator (ag_frame, asend/athrow machinery)
async def agen():
    yield 1
