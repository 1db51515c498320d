from enum import Enum, IntEnum, auto, unique

@unique
class Status(Enum):
    OPEN = "open"
    IN_PROGRESS = "in_progress"
    REVIEW = "review"
    CLOSED = "closed"

    @property
    def is_terminal(self) -> bool:
        return self is Status.CLOSED


class Priority(IntEnum):
    LOW = auto()
    MEDIUM = auto()
    HIGH = auto()
    CRITICAL = auto()


TRANSITIONS = {
    Status.OPEN: {Status.IN_PROGRESS, Status.CLOSED},
    Status.IN_PROGRESS: {Status.REVIEW, Status.OPEN},
    Status.REVIEW: {Status.CLOSED, Status.IN_PROGRESS},
    Status.CLOSED: set(),
}


class Ticket:
    def __init__(self, title: str, priority: Priority):
        self.title = title
        self.priority = priority
        self.status = Status.OPEN
        self.log = [self.status.value]

    def move(self, new: Status) -> None:
        if new not in TRANSITIONS[self.status]:
            raise ValueError(f"cannot move {self.title!r} from {self.status.name} to {new.name}")
        self.status = new
        self.log.append(new.value)


tickets = [Ticket("Login bug", Priority.HIGH), Ticket("Typo", Priority.LOW), Ticket("Outage", Priority.CRITICAL)]
for step in ["in_progress", "review", "closed"]:
    tickets[0].move(Status(step))
try:
    tickets[1].move(Status.REVIEW)
except ValueError as e:
    print(e)
try:
    Status("archived")
except ValueError as e:
    print(e)

urgent = sorted(tickets, key=lambda t: t.priority, reverse=True)
print([(t.title, t.priority.name, int(t.priority)) for t in urgent])
print(Priority.HIGH > Priority.MEDIUM, Priority.LOW + 1, Priority(3))
print(list(Status), Status["REVIEW"], repr(Status.OPEN))
print([s.name for s in Status if not s.is_terminal])
print(f"{Priority.CRITICAL}", str(Status.CLOSED), Status.CLOSED.is_terminal)
{t.title: t.log for t in tickets}
