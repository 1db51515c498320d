# expect: door
# technique: an async generator returned as the result (it cannot cross the door, so it cannot outlive the run)
async def agen():
    try:
        yield 1
    finally:
        print("cleanup")
agen()
