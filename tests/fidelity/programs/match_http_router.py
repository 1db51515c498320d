from typing import Any, Dict, List, Tuple

routes_hit: List[str] = []


def handle(request: Dict[str, Any]) -> Tuple[int, str]:
    match request:
        case {"method": "GET", "path": "/"}:
            return 200, "home"
        case {"method": "GET", "path": str(path)} if path.startswith("/users/"):
            user_id = path.removeprefix("/users/")
            if not user_id.isdigit():
                return 400, f"bad user id {user_id!r}"
            return 200, f"user #{int(user_id)}"
        case {"method": "POST", "path": "/users", "body": {"name": str(name), **rest}}:
            extra = ", ".join(f"{k}={v}" for k, v in sorted(rest.items()))
            return 201, f"created {name}" + (f" ({extra})" if extra else "")
        case {"method": "DELETE" | "PUT" as method, "path": path}:
            return 405, f"{method} not allowed on {path}"
        case {"method": method}:
            return 404, f"no route for {method} {request.get('path', '?')}"
        case _:
            return 400, "malformed request"


requests = [
    {"method": "GET", "path": "/"},
    {"method": "GET", "path": "/users/042"},
    {"method": "GET", "path": "/users/abc"},
    {"method": "POST", "path": "/users", "body": {"name": "Ada", "role": "admin", "age": 36}},
    {"method": "POST", "path": "/users", "body": {"nickname": "x"}},
    {"method": "PUT", "path": "/users/1"},
    {"path": "/nowhere"},
]
results = []
for req in requests:
    status, text = handle(req)
    print(f"{status} {text}")
    results.append(status)
results
