people = [
    {"name": "Zoe", "dept": "ops", "age": 31, "joined": "2020-03-01"},
    {"name": "adam", "dept": "eng", "age": 45, "joined": "2015-07-12"},
    {"name": "Bea", "dept": "eng", "age": 31, "joined": "2019-01-20"},
    {"name": "carl", "dept": "ops", "age": 27, "joined": "2021-11-05"},
    {"name": "Dana", "dept": "eng", "age": 38, "joined": "2015-07-12"},
]

by_name_ci = [p["name"] for p in sorted(people, key=lambda p: p["name"].lower())]
by_name_cs = [p["name"] for p in sorted(people, key=lambda p: p["name"])]
by_dept_then_age_desc = [(p["dept"], p["age"], p["name"]) for p in sorted(people, key=lambda p: (p["dept"], -p["age"]))]
stable = sorted(sorted(people, key=lambda p: p["name"]), key=lambda p: p["joined"])
oldest_per_dept = {}
for p in sorted(people, key=lambda p: p["age"]):
    oldest_per_dept[p["dept"]] = p["name"]
print(by_name_ci)
(by_name_ci, by_name_cs, by_dept_then_age_desc, [p["name"] for p in stable], oldest_per_dept,
 min(people, key=lambda p: (p["age"], p["name"]))["name"], sorted([3.5, -1, 2, float("inf"), 0.0]))
