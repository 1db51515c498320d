from typing import List, Optional


class Person:
    population = 0

    def __init__(self, name: str, age: int) -> None:
        self.name = name
        self._age = age
        Person.population += 1

    @property
    def age(self) -> int:
        return self._age

    @age.setter
    def age(self, value: int) -> None:
        if value < 0:
            raise ValueError(f"age must be non-negative, got {value}")
        self._age = value

    def describe(self) -> str:
        return f"{self.name} ({self.age})"

    def __repr__(self) -> str:
        return f"Person(name={self.name!r}, age={self.age})"


class Employee(Person):
    def __init__(self, name: str, age: int, salary: float) -> None:
        super().__init__(name, age)
        self.salary = salary

    def describe(self) -> str:
        return super().describe() + f" earns ${self.salary:,.2f}"

    def __repr__(self) -> str:
        return f"Employee({self.name!r}, {self.age}, {self.salary})"


class Manager(Employee):
    def __init__(self, name: str, age: int, salary: float, reports: Optional[List[Employee]] = None) -> None:
        super().__init__(name, age, salary)
        self.reports = reports or []

    def describe(self) -> str:
        base = super().describe()
        return f"{base} and manages {len(self.reports)}"

    def team_cost(self) -> float:
        return self.salary + sum(e.salary for e in self.reports)


alice = Employee("Alice", 30, 85000)
bob = Employee("Bob", 45, 72000.5)
carol = Manager("Carol", 50, 120000, [alice, bob])

for p in [alice, bob, carol]:
    print(p.describe())

try:
    bob.age = -3
except ValueError as e:
    print("error:", e)

bob.age = 46
print(repr(bob), bob.age)
print(f"{carol!r}")
print(isinstance(carol, Person), issubclass(Manager, Employee), type(carol).__name__)
print("population", Person.population)
print(f"team cost: {carol.team_cost():>15,.2f}|")
[p.name for p in sorted([alice, bob, carol], key=lambda p: p.age, reverse=True)]
