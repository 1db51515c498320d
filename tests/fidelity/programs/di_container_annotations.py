"""A small dependency-injection container that wires constructors and handlers from
their parameter annotations, with a hand-written decorator that keeps the name."""
import typing
from typing import Any, Callable


class Config:
    def __init__(self) -> None:
        self.dsn = "sqlite://memory"


class Database:
    def __init__(self, config: Config) -> None:
        self.dsn = config.dsn
        self.queries: list[str] = []

    def query(self, sql: str) -> list[str]:
        self.queries.append(sql)
        return [f"row from {self.dsn}"]


class UserService:
    def __init__(self, db: Database, config: Config) -> None:
        self.db = db
        self.config = config


class Container:
    def __init__(self) -> None:
        self._singletons: dict[type, Any] = {}

    def resolve(self, cls: type) -> Any:
        if cls in self._singletons:
            return self._singletons[cls]
        hints = typing.get_type_hints(cls.__init__)
        deps = {name: self.resolve(t) for name, t in hints.items() if name != "return"}
        print(f"building {cls.__name__} with {sorted(deps)}")
        instance = cls(**deps)
        self._singletons[cls] = instance
        return instance

    def call(self, fn: Callable[..., Any]) -> Any:
        params = {k: v for k, v in fn.__annotations__.items() if k != "return"}
        return fn(**{name: self.resolve(t) for name, t in params.items()})


def logged(fn: Callable[..., Any]) -> Callable[..., Any]:
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        print(f"-> {wrapper.__name__}")
        return fn(*args, **kwargs)

    wrapper.__name__ = fn.__name__
    wrapper.__doc__ = fn.__doc__
    wrapper.__annotations__ = fn.__annotations__
    wrapper.__wrapped__ = fn
    return wrapper


@logged
def list_users(users: UserService, db: Database) -> list[str]:
    """Return the users the service can see."""
    return users.db.query("SELECT name FROM users") + [str(users.db is db)]


c = Container()
rows = c.call(list_users)
print(list_users.__name__, list_users.__doc__, rows)
print(typing.get_type_hints(UserService.__init__))
{"rows": rows, "queries": c.resolve(Database).queries, "params": list(list_users.__annotations__)}
