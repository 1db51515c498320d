# expect: compile STK-V017
# technique: async generator (ag_frame, asend/athrow machinery)
async def agen():
    yield 1
