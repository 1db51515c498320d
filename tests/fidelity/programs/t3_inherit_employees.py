from dataclasses import dataclass, field
from typing import ClassVar, List


@dataclass
class Employee:
    name: str
    salary: float
    raise_rate: ClassVar[float] = 0.03
    skills: List[str] = field(default_factory=list)

    def annual_raise(self) -> float:
        return round(self.salary * self.raise_rate, 2)

    def __str__(self) -> str:
        return f"{self.name} ({type(self).__name__.lower()})"


@dataclass
class Manager(Employee):
    reports: List[Employee] = field(default_factory=list)
    raise_rate: ClassVar[float] = 0.05

    def annual_raise(self) -> float:
        base = super().annual_raise()
        return base + 500 * len(self.reports)


@dataclass
class Contractor(Employee):
    hourly: bool = True

    def annual_raise(self) -> float:
        return 0.0


alice = Employee("Alice", 85000, skills=["python"])
bob = Employee("Bob", 72000.5)
carol = Manager("Carol", 120000, ["leadership"], reports=[alice, bob])
dave = Contractor("Dave", 60000, hourly=False)
staff = [alice, bob, carol, dave]
for e in staff:
    print(f"{str(e):<22} {e.salary:>12,.2f} +{e.annual_raise():>9,.2f}")
print(carol)
print(repr(dave))
print(Manager.__mro__[1].__name__, isinstance(carol, Employee), Employee.raise_rate, Manager.raise_rate)
Employee.raise_rate = 0.04
print(alice.annual_raise(), carol.annual_raise())
alice.skills.append("sql")
print(bob.skills, alice == Employee("Alice", 85000, ["python", "sql"]), carol.reports[0] is alice)
sorted(staff, key=lambda e: (-e.annual_raise(), e.name))[0].name, [type(e).__name__ for e in staff]
