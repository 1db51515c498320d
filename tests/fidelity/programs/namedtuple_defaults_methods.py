from typing import List, NamedTuple, Optional


class Task(NamedTuple):
    """A unit of work in a queue."""

    name: str
    priority: int = 3
    owner: Optional[str] = None
    tags: tuple = ()

    @property
    def urgent(self) -> bool:
        return self.priority <= 1

    def assign(self, who: str) -> "Task":
        return self._replace(owner=who)

    def label(self) -> str:
        who = self.owner or "unassigned"
        return f"[P{self.priority}] {self.name} ({who})"

    @classmethod
    def parse(cls, text: str) -> "Task":
        name, _, prio = text.partition(":")
        return cls(name.strip(), int(prio) if prio else 3)


tasks: List[Task] = [Task.parse(t) for t in ["deploy: 1", "write docs", "fix bug:2", "triage:1"]]
tasks[2] = tasks[2].assign("ann")
tasks.append(Task("review", tags=("code", "pr")))
queue = sorted(tasks)
for t in sorted(tasks, key=lambda t: (t.priority, t.name)):
    print(t.label(), "!" if t.urgent else "")
print(repr(tasks[-1]))
(Task._field_defaults, [t.name for t in queue], sum(t.urgent for t in tasks), tasks[2]._asdict(), Task("x") == ("x", 3, None, ()))
