class AppError(Exception):
    code = "E000"


class NotFound(AppError):
    code = "E404"

    def __init__(self, kind, key):
        super().__init__(f"{kind} {key!r} not found")
        self.kind = kind
        self.key = key


class Conflict(AppError):
    code = "E409"


DB = {"users": {"ada": {"age": 36}}, "orders": {}}


def get(kind, key):
    table = DB.get(kind)
    if table is None:
        raise AppError(f"unknown table {kind}")
    if key not in table:
        raise NotFound(kind, key)
    return table[key]


def create(kind, key, value):
    if key in DB[kind]:
        raise Conflict(f"{kind} {key} exists")
    DB[kind][key] = value


results = []
for op in [lambda: get("users", "ada"), lambda: get("users", "bob"), lambda: get("carts", 1),
           lambda: create("users", "ada", {}), lambda: create("orders", "o1", {"total": 3})]:
    try:
        results.append(("ok", op()))
    except NotFound as e:
        results.append((e.code, str(e), e.kind))
    except AppError as e:
        results.append((e.code, str(e)))
print(results)
(results, DB["orders"], issubclass(NotFound, AppError))
