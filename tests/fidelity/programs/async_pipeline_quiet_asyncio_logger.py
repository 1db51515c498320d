import asyncio
import json
import logging
from dataclasses import dataclass, field

logging.basicConfig(level=logging.DEBUG, format="%(levelname)s:%(name)s: %(message)s")
logging.getLogger("asyncio").setLevel(logging.WARNING)
log = logging.getLogger("pipeline.async")


@dataclass
class Job:
    job_id: int
    payload: str
    attempts: int = 0
    history: list[str] = field(default_factory=list)


FAIL_PLAN = {2: 1, 4: 3}  # job_id -> number of failures before success


async def process(job: Job) -> str:
    job.attempts += 1
    await asyncio.sleep(0)
    if job.attempts <= FAIL_PLAN.get(job.job_id, 0):
        raise RuntimeError(f"job {job.job_id} failed on attempt {job.attempts}")
    return job.payload[::-1].upper()


async def worker(name: str, queue: asyncio.Queue, results: dict[int, dict], max_attempts: int = 3) -> None:
    while True:
        job: Job = await queue.get()
        try:
            out = await process(job)
            job.history.append(f"{name}:ok")
            results[job.job_id] = {"status": "done", "output": out, "attempts": job.attempts, "history": job.history}
            log.debug("%s finished job %d", name, job.job_id)
        except RuntimeError as exc:
            backoff = 0.25 * 2 ** (job.attempts - 1)
            job.history.append(f"{name}:fail(backoff={backoff})")
            if job.attempts < max_attempts:
                log.warning("%s; requeue (simulated backoff %.2fs)", exc, backoff)
                queue.put_nowait(job)
            else:
                log.error("job %d dead-lettered", job.job_id)
                results[job.job_id] = {"status": "dead", "attempts": job.attempts, "history": job.history}
        finally:
            queue.task_done()


async def main() -> dict[int, dict]:
    queue: asyncio.Queue[Job] = asyncio.Queue()
    for i, text in enumerate(["alpha", "bravo", "charlie", "delta", "echo"], start=1):
        queue.put_nowait(Job(i, text))
    results: dict[int, dict] = {}
    workers = [asyncio.create_task(worker(f"w{n}", queue, results)) for n in range(2)]
    await queue.join()
    for w in workers:
        w.cancel()
    await asyncio.gather(*workers, return_exceptions=True)
    return dict(sorted(results.items()))


print(json.dumps(asyncio.run(main()), indent=2))
