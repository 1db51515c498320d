from dataclasses import dataclass, field
from typing import Any, Dict, List
import re

EMAIL_RE = re.compile(r"^[\w.+-]+@[\w-]+(\.[\w-]+)+$")


@dataclass
class ValidationResult:
    index: int
    errors: List[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.errors


def validate(record: Dict[str, Any], index: int) -> ValidationResult:
    result = ValidationResult(index)
    name = record.get("name")
    if not isinstance(name, str) or not name.strip():
        result.errors.append("name is required")
    email = record.get("email", "")
    if not EMAIL_RE.match(str(email)):
        result.errors.append(f"invalid email: {email!r}")
    age = record.get("age")
    if age is None:
        result.errors.append("age is missing")
    elif not isinstance(age, int) or isinstance(age, bool):
        result.errors.append(f"age must be an integer, got {type(age).__name__}")
    elif not 0 <= age <= 150:
        result.errors.append(f"age out of range: {age}")
    return result


users = [
    {"name": "Alice", "email": "alice@example.com", "age": 34},
    {"name": "", "email": "bob@example", "age": 27},
    {"name": "Carol", "email": "carol.smith+work@mail.co.uk", "age": "41"},
    {"name": "Dan", "email": "dan@site.org", "age": 200},
    {"email": "eve@site.org", "age": True},
    {"name": "Frank", "email": "frank@x.io"},
]

results = [validate(u, i) for i, u in enumerate(users)]
for r in results:
    status = "OK" if r.ok else "FAIL"
    print(f"record {r.index}: {status}")
    for e in r.errors:
        print(f"  - {e}")

summary = {"valid": sum(r.ok for r in results), "invalid": sum(not r.ok for r in results)}
summary
