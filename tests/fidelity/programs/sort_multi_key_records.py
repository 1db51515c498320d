from operator import itemgetter, attrgetter  # noqa: F401
from functools import cmp_to_key

people = [
    {"name": "Zed", "dept": "ops", "age": 41, "salary": 70000},
    {"name": "amy", "dept": "eng", "age": 29, "salary": 95000},
    {"name": "Bob", "dept": "eng", "age": 35, "salary": 95000},
    {"name": "cara", "dept": "ops", "age": 29, "salary": 64000},
    {"name": "Dev", "dept": "hr", "age": 52, "salary": 58000},
    {"name": "eve", "dept": "eng", "age": 23, "salary": 88000},
]

by_dept_salary = sorted(people, key=lambda p: (p["dept"], -p["salary"], p["name"].lower()))
for p in by_dept_salary:
    print(f"{p['dept']:<4}{p['name']:<6}{p['salary']:>8,}")
print([p["name"] for p in sorted(people, key=itemgetter("age", "name"))])
print(sorted((p["name"] for p in people), key=str.casefold))
print(sorted((p["name"] for p in people)))


def compare(a, b):
    if a["salary"] != b["salary"]:
        return b["salary"] - a["salary"]
    return (a["age"] > b["age"]) - (a["age"] < b["age"])


print([p["name"] for p in sorted(people, key=cmp_to_key(compare))])
oldest_per_dept = {}
for p in sorted(people, key=itemgetter("age"), reverse=True):
    oldest_per_dept.setdefault(p["dept"], p["name"])
print(oldest_per_dept)
ranked = sorted(people, key=itemgetter("salary"), reverse=True)
print(max(people, key=itemgetter("age"))["name"], min(people, key=lambda p: (p["salary"], p["name"]))["name"])
[p["name"] for p in ranked]
