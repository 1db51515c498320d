# expect: raises RuntimeError
def step(state):
    if state["retries"] > 2:
        raise RuntimeError(f"giving up on {state['job']} after {state['retries']} retries")
    state["retries"] += 1
    return state


s = {"job": "sync-42", "retries": 0}
while True:
    s = step(s)
    print("retry", s["retries"])
