# expect: raises TypeError
from dataclasses import dataclass


@dataclass
class Job:
    name: str
    cmd: str
    retries: int = 0

    def run(self, dry_run: bool) -> str:
        return f"{'[dry] ' if dry_run else ''}{self.cmd}"


jobs = [Job("build", "make"), Job("test", "pytest", 2)]
for j in jobs:
    print(j.run(True))
print(jobs[0].run())
