from collections import namedtuple
from typing import NamedTuple

Point = namedtuple("Point", ["x", "y"])


class Employee(NamedTuple):
    name: str
    dept: str
    salary: int = 50_000


pts = [Point(3, 4), Point(-1, 2), Point(0, 0)]
far = max(pts, key=lambda p: (p.x ** 2 + p.y ** 2) ** 0.5)
staff = [Employee("ann", "eng", 120_000), Employee("bo", "ops"), Employee("cy", "eng", 95_000)]
by_dept = {}
for e in staff:
    by_dept.setdefault(e.dept, []).append(e.name)
raise_ = staff[1]._replace(salary=55_000)
(repr(far), far._asdict(), by_dept, raise_, Employee._fields, sum(e.salary for e in staff), tuple(pts[0]))
