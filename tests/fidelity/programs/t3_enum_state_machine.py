from enum import Enum, auto


class State(Enum):
    IDLE = auto()
    RUNNING = auto()
    PAUSED = auto()
    STOPPED = auto()


class Event(str, Enum):
    START = "start"
    PAUSE = "pause"
    RESUME = "resume"
    STOP = "stop"


TRANSITIONS = {
    (State.IDLE, Event.START): State.RUNNING,
    (State.RUNNING, Event.PAUSE): State.PAUSED,
    (State.PAUSED, Event.RESUME): State.RUNNING,
    (State.RUNNING, Event.STOP): State.STOPPED,
    (State.PAUSED, Event.STOP): State.STOPPED,
}


class InvalidTransition(Exception):
    pass


class Machine:
    def __init__(self):
        self.state = State.IDLE
        self.log = []

    def fire(self, event: Event) -> State:
        key = (self.state, event)
        if key not in TRANSITIONS:
            raise InvalidTransition(f"cannot {event.value} while {self.state.name.lower()}")
        old, self.state = self.state, TRANSITIONS[key]
        self.log.append(f"{old.name} --{event.value}--> {self.state.name}")
        return self.state


m = Machine()
for name in ["start", "pause", "pause", "resume", "stop", "start"]:
    ev = Event(name)
    try:
        m.fire(ev)
    except InvalidTransition as e:
        print("rejected:", e)
print("\n".join(m.log))
print(m.state, repr(m.state), State.PAUSED.value)
print([s.name for s in State], Event.STOP == "stop", Event("pause") is Event.PAUSE)
reachable = {dst for (_, _), dst in TRANSITIONS.items()}
sorted(s.name for s in reachable), m.state is State.STOPPED
