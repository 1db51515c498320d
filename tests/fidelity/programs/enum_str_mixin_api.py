import json
from enum import Enum, IntEnum


class Method(str, Enum):
    GET = "GET"
    POST = "POST"
    DELETE = "DELETE"

    @property
    def has_body(self):
        return self is Method.POST


class HttpStatus(IntEnum):
    OK = 200
    CREATED = 201
    NOT_FOUND = 404

    @property
    def is_error(self):
        return self >= 400

    def __str__(self):
        return f"{self.value} {self.name.replace('_', ' ').title()}"


routes = {("GET", "/items"): HttpStatus.OK, ("POST", "/items"): HttpStatus.CREATED}


def handle(method, path):
    m = Method(method.upper())
    status = routes.get((m, path), HttpStatus.NOT_FOUND)
    return {"method": m, "path": path, "status": status, "body": m.has_body, "error": status.is_error}


log = [handle("get", "/items"), handle("post", "/items"), handle("delete", "/items/1")]
for entry in log:
    print(entry["method"], str(entry["status"]), f"{entry['method']}|{entry['status']}")
print(Method.GET.lower(), Method.POST + "/x", Method("DELETE") == "DELETE", repr(Method.GET), repr(HttpStatus.OK))
(log, json.dumps(log), sorted(Method), [s.is_error for s in HttpStatus], HttpStatus(404).name)
