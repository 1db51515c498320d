"""Run a batch of jobs concurrently with asyncio, logging every step at DEBUG to stdout."""
import asyncio
import logging
import sys
from dataclasses import dataclass

logging.basicConfig(stream=sys.stdout, level=logging.DEBUG, format="%(levelname)-5s %(name)s: %(message)s")
log = logging.getLogger("jobs")


@dataclass
class Job:
    name: str
    steps: int
    done: int = 0


async def work(job: Job) -> str:
    log.debug("start %s", job.name)
    for _ in range(job.steps):
        await asyncio.sleep(0)
        job.done += 1
    log.info("finished %s after %d steps", job.name, job.done)
    return job.name


async def main(jobs: list) -> list:
    order = await asyncio.gather(*(work(j) for j in jobs))
    log.debug("gathered %d results", len(order))
    return order


jobs = [Job("fetch", 3), Job("parse", 1), Job("store", 2)]
finished = asyncio.run(main(jobs))
again = asyncio.run(main([Job("retry", 1)]))
[vars(j) for j in jobs] + [{"finished": finished, "again": again}]
