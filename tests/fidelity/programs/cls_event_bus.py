from collections import defaultdict
from typing import Callable, Dict, List


class EventBus:
    def __init__(self) -> None:
        self._handlers: Dict[str, List[Callable]] = defaultdict(list)
        self.log: List[str] = []

    def on(self, event: str) -> Callable:
        def register(fn: Callable) -> Callable:
            self._handlers[event].append(fn)
            return fn
        return register

    def emit(self, event: str, **payload) -> int:
        handlers = self._handlers.get(event, [])
        for h in handlers:
            try:
                h(self, **payload)
            except Exception as e:
                self.log.append(f"{event}: handler failed: {e}")
        return len(handlers)


bus = EventBus()


@bus.on("signup")
def welcome(bus, user):
    bus.log.append(f"welcome {user}")


@bus.on("signup")
def audit(bus, user):
    if user == "mallory":
        raise ValueError("blocked user")
    bus.log.append(f"audit {user}")


counts = [bus.emit("signup", user="ann"), bus.emit("signup", user="mallory"), bus.emit("unknown")]
(counts, bus.log)
