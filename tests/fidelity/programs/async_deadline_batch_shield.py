import asyncio

# A batch job under an overall deadline (asyncio.timeout): the items it finishes count,
# the audit write is shielded so the deadline cannot interrupt it, and the cleanup in
# each worker runs when the deadline cancels it.


async def process(item: int, results: list, cleanup: list):
    try:
        await asyncio.sleep(0.012 * item)
        results.append(item * item)
    finally:
        cleanup.append(item)


async def audit(entries: list, written: list):
    await asyncio.sleep(0.03)
    written.append(len(entries))
    return "audit ok"


async def run_batch(items, deadline):
    results, cleanup, written = [], [], []
    status = "complete"
    try:
        async with asyncio.timeout(deadline) as cm:
            for item in items:
                await process(item, results, cleanup)
    except TimeoutError:
        status = "deadline hit"
    print(f"{status}: expired={cm.expired()} results={results} cleaned={cleanup}")
    audit_task = asyncio.create_task(audit(results, written))
    try:
        msg = await asyncio.wait_for(asyncio.shield(audit_task), timeout=0.01)
    except asyncio.TimeoutError:
        msg = await audit_task
        msg += " (after waiting)"
    print(msg, written)
    return status, sum(results)


async def main():
    first = await run_batch([1, 2, 3], deadline=0.2)
    second = await run_batch([1, 2, 3, 4, 5, 6], deadline=0.1)
    return first, second


asyncio.run(main())
