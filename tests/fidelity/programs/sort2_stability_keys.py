from operator import itemgetter, attrgetter
from typing import List, Dict, NamedTuple


class Emp(NamedTuple):
    name: str
    dept: str
    salary: int
    age: int


staff: List[Emp] = [
    Emp("ann", "eng", 120, 31), Emp("bo", "ops", 90, 45), Emp("cat", "eng", 120, 28),
    Emp("dan", "ops", 95, 45), Emp("eve", "eng", 110, 39), Emp("fay", "hr", 90, 31),
]
by_salary = sorted(staff, key=attrgetter("salary"), reverse=True)
print([e.name for e in by_salary])
two_pass = sorted(staff, key=attrgetter("name"))
two_pass.sort(key=attrgetter("dept"))
print([(e.dept, e.name) for e in two_pass])
print([e.name for e in sorted(staff, key=lambda e: (e.dept, -e.salary, e.name))])
print([e.name for e in sorted(staff, key=attrgetter("age", "salary"))])
rows: List[Dict[str, object]] = [e._asdict() for e in staff]
print([r["name"] for r in sorted(rows, key=itemgetter("age"), reverse=True)])
words = ["banana", "Apple", "cherry", "apple", "Banana", "date"]
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len, reverse=True))
print(sorted(words, key=lambda w: (w.lower(), w)))
nums = [3, -1, 4, -1, 5, -9, 2, 6]
print(sorted(nums, key=abs), sorted(nums, key=abs, reverse=True))
mixed = [(1, "b"), (1, "a"), (0, "z")]
print(sorted(mixed), max(mixed), min(mixed, key=itemgetter(1)))
try:
    sorted([1, "a", 2])
except TypeError as e:
    print("TypeError:", e)
print(sorted({"b": 1, "a": 2, "c": 0}.items(), key=itemgetter(1)))
ranked = {e.name: i for i, e in enumerate(sorted(staff, key=attrgetter("salary"), reverse=True), 1)}
ranked
