"""Event handler classes registered per event type, with validation at class creation."""
from collections import defaultdict

HANDLERS = defaultdict(list)


class Handler:
    events = ()
    priority = 0

    def __init_subclass__(cls, *, events=(), priority=0, **kw):
        super().__init_subclass__(**kw)
        if not events and not cls.events:
            raise TypeError(f"{cls.__name__} handles no events")
        cls.events = tuple(events) or cls.events
        cls.priority = priority
        for ev in cls.events:
            HANDLERS[ev].append(cls)
            HANDLERS[ev].sort(key=lambda h: -h.priority)

    def handle(self, event, payload):
        return f"{type(self).__name__} saw {event}: {payload}"


class Logger(Handler, events=("login", "logout")):
    pass


class Auditor(Handler, events=("login",), priority=10):
    def handle(self, event, payload):
        return "AUDIT " + super().handle(event, payload)


class QuietLogger(Logger):
    def handle(self, event, payload):
        return None


try:
    class Nothing(Handler):
        pass
except TypeError as e:
    print("refused:", e)


def fire(event, payload):
    out = [h().handle(event, payload) for h in HANDLERS.get(event, [])]
    return [o for o in out if o]


print(fire("login", {"user": "bo"}))
print(fire("logout", "bye"))
print(fire("other", 1))
{k: [h.__name__ for h in v] for k, v in sorted(HANDLERS.items())}
