from typing import Dict, List, Tuple


class InvalidTransition(Exception):
    pass


class StateMachine:
    def __init__(self, name: str, initial: str, transitions: Dict[Tuple[str, str], str]):
        self.name = name
        self.state = initial
        self.transitions = transitions
        self.history: List[str] = [initial]
        self._listeners = []

    def on_change(self, fn):
        self._listeners.append(fn)
        return fn

    def fire(self, event: str) -> str:
        key = (self.state, event)
        if key not in self.transitions:
            allowed = sorted(e for (s, e) in self.transitions if s == self.state)
            raise InvalidTransition(f"{self.name}: cannot '{event}' from '{self.state}' (allowed: {', '.join(allowed)})")
        old, self.state = self.state, self.transitions[key]
        self.history.append(self.state)
        for fn in self._listeners:
            fn(old, event, self.state)
        return self.state

    def __len__(self):
        return len(self.history)

    def __iter__(self):
        return iter(self.history)

    def __contains__(self, state):
        return state in self.history


order = StateMachine("order", "new", {
    ("new", "pay"): "paid", ("new", "cancel"): "cancelled", ("paid", "ship"): "shipped",
    ("paid", "refund"): "refunded", ("shipped", "deliver"): "delivered", ("shipped", "lose"): "lost",
})
log = []


@order.on_change
def audit(old, event, new):
    log.append(f"{old} --{event}--> {new}")


for ev in ["pay", "ship", "pay", "deliver", "refund"]:
    try:
        order.fire(ev)
    except InvalidTransition as e:
        print("!", e)
print("\n".join(log))
print(len(order), "paid" in order, "refunded" in order, list(order))
order.state
