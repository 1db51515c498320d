from collections import namedtuple
from operator import itemgetter

Student = namedtuple("Student", "name grade age")

roster = [
    Student("maria", 91, 20),
    Student("li", 85, 22),
    Student("omar", 91, 19),
    Student("zoe", 78, 21),
    Student("ben", 85, 20),
]

by_grade_then_name = sorted(roster, key=lambda s: (-s.grade, s.name))
by_age = sorted(roster, key=lambda s: s.age)
by_index = sorted(roster, key=itemgetter(2, 0))
youngest, *rest = by_age
name, grade, age = youngest
honours = [s.name for s in roster if s.grade >= 90]
stats = {
    "mean": sum(s.grade for s in roster) / len(roster),
    "max": max(roster, key=lambda s: s.grade).name,
    "min": min(roster).name,
}
for s in by_grade_then_name:
    print(f"{s.name:>6} {s.grade} {s.age}")
print(roster[0] < roster[1], roster[0] == ("maria", 91, 20), roster.count(Student("li", 85, 22)))
([s.name for s in by_index], (name, grade, age), honours, stats, [tuple(s) for s in rest][:2], roster[1].index(22))
