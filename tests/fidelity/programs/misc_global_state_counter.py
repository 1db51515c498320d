REGISTRY = {}
NEXT_ID = 1


def register(name, **attrs):
    global NEXT_ID
    if name in REGISTRY:
        raise ValueError(f"{name} already registered as #{REGISTRY[name]['id']}")
    REGISTRY[name] = {"id": NEXT_ID, **attrs}
    NEXT_ID += 1
    return REGISTRY[name]["id"]


def unregister(name):
    return REGISTRY.pop(name, None) is not None


ids = [register("alpha", kind="svc"), register("beta", kind="db", port=5432), register("gamma")]
try:
    register("beta")
except ValueError as e:
    dup = str(e)
removed = [unregister("alpha"), unregister("nope")]
ids.append(register("delta"))
del NEXT_ID
try:
    register("epsilon")
except NameError as e:
    name_err = str(e)
print(REGISTRY)
(ids, dup, removed, REGISTRY, name_err)
