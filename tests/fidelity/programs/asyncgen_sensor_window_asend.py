import asyncio


async def moving_average(window: int):
    """A coroutine-style async generator: send readings in, get the running mean out."""
    values: list[float] = []
    mean = None
    while True:
        reading = yield mean
        if reading is None:
            continue
        values.append(reading)
        if len(values) > window:
            values.pop(0)
        await asyncio.sleep(0)
        mean = round(sum(values) / len(values), 3)


async def sensor(name: str, readings: list[float]):
    for r in readings:
        await asyncio.sleep(0.001)
        yield name, r


async def main():
    avg = moving_average(3)
    await avg.asend(None)  # prime it
    history = []
    async for name, value in sensor("t1", [20.5, 21.0, 22.5, 23.0, 19.5, 18.0]):
        m = await avg.asend(value)
        history.append(m)
        print(f"{name}: {value:5.1f} -> avg {m}")
    try:
        await avg.athrow(ValueError("sensor offline"))
    except ValueError as e:
        print("generator re-raised:", e)
    try:
        await avg.asend(1.0)
    except StopAsyncIteration:
        print("average generator is finished")
    return history


history = asyncio.run(main())
print("peak average:", max(history))
history
