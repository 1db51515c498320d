import asyncio

# Mirrors answer at different speeds; report progress as results arrive, then race the
# mirrors for one file and cancel the losers.
MIRRORS = {"eu": 0.05, "us": 0.09, "asia": 0.03, "backup": 0.13}


async def download(mirror: str, file: str, log: list) -> str:
    try:
        await asyncio.sleep(MIRRORS[mirror])
        if mirror == "us" and file == "b.bin":
            raise IOError(f"{mirror}: checksum mismatch for {file}")
        return f"{file}@{mirror}"
    except asyncio.CancelledError:
        log.append(f"cancelled {mirror}")
        raise


async def main():
    log = []
    files = ["a.bin", "b.bin", "c.bin", "d.bin"]
    jobs = [download(m, f, log) for m, f in zip(MIRRORS, files)]
    done = 0
    for next_done in asyncio.as_completed(jobs):
        try:
            name = await next_done
            done += 1
            print(f"[{done}/{len(files)}] {name}")
        except IOError as exc:
            print("failed:", exc)

    tasks = {m: asyncio.create_task(download(m, "big.iso", log)) for m in MIRRORS}
    finished, pending = await asyncio.wait(tasks.values(), return_when=asyncio.FIRST_COMPLETED)
    winner = [m for m, t in tasks.items() if t in finished]
    for t in pending:
        t.cancel()
    await asyncio.gather(*pending, return_exceptions=True)
    print("winner:", winner, "result:", tasks[winner[0]].result())
    print("log:", sorted(log))
    return [m for m, t in tasks.items() if t.cancelled()]


asyncio.run(main())
