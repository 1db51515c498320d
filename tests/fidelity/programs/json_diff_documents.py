import json

before = json.loads('{"name": "svc", "replicas": 2, "env": {"LOG": "info", "MODE": "a"}, "ports": [80, 443], "old": true}')
after = json.loads('{"name": "svc", "replicas": 3, "env": {"LOG": "debug", "NEW": "1"}, "ports": [80, 443, 8080]}')


def diff(a, b, path=""):
    changes = []
    if isinstance(a, dict) and isinstance(b, dict):
        for k in sorted(set(a) | set(b)):
            p = f"{path}.{k}" if path else k
            if k not in b:
                changes.append(("removed", p, a[k], None))
            elif k not in a:
                changes.append(("added", p, None, b[k]))
            else:
                changes.extend(diff(a[k], b[k], p))
    elif a != b:
        changes.append(("changed", path, a, b))
    return changes


changes = diff(before, after)
for kind, path, old, new in changes:
    print(f"{kind:<8}{path:<10}{json.dumps(old):<12}{json.dumps(new)}")
patch = {path: new for kind, path, _, new in changes if kind != "removed"}
(changes, json.dumps(patch, sort_keys=True))
