# expect: raises TypeError
"""States registered by class keyword; a state with an unknown keyword stops the program."""


class State:
    table = {}

    def __init_subclass__(cls, code, terminal=False):
        cls.code = code
        cls.terminal = terminal
        State.table[code] = cls

    def next(self, symbol):
        return self


class Idle(State, code="I"):
    def next(self, symbol):
        return Running() if symbol == "go" else self


class Running(State, code="R"):
    def next(self, symbol):
        return {"stop": Idle(), "fail": Failed()}.get(symbol, self)


class Failed(State, code="F", terminal=True):
    pass


state = Idle()
trace = [state.code]
for sym in ["x", "go", "tick", "stop", "go", "fail", "go"]:
    if state.terminal:
        break
    state = state.next(sym)
    trace.append(state.code)
print("".join(trace), sorted(State.table))


class Paused(State, code="P", resumable=True):
    pass
