from graphlib import TopologicalSorter, CycleError

packages = {
    "app": {"web", "db", "auth"},
    "web": {"http", "templates"},
    "auth": {"db", "crypto"},
    "db": {"driver"},
    "http": set(),
    "templates": set(),
    "crypto": set(),
    "driver": set(),
}

ts = TopologicalSorter(packages)
order = list(ts.static_order())
print("Install order:", order)
position = {name: i for i, name in enumerate(order)}
for pkg, deps in packages.items():
    for dep in deps:
        assert position[dep] < position[pkg], (dep, pkg)

ts2 = TopologicalSorter(packages)
ts2.prepare()
waves = []
while ts2.is_active():
    ready = sorted(ts2.get_ready())
    waves.append(ready)
    ts2.done(*ready)
for i, wave in enumerate(waves, 1):
    print(f"Wave {i}: {', '.join(wave)}")

cyclic = {"a": {"b"}, "b": {"c"}, "c": {"a"}}
try:
    list(TopologicalSorter(cyclic).static_order())
except CycleError as exc:
    cycle = exc.args[1]
    print("Cycle detected, length", len(cycle), "starts and ends same:", cycle[0] == cycle[-1])

waves
