from dataclasses import dataclass, field
from typing import List, Dict


@dataclass
class Employee:
    name: str
    department: str
    hourly_rate: float
    hours: List[float] = field(default_factory=list)

    @property
    def total_hours(self) -> float:
        return sum(self.hours)

    def gross_pay(self) -> float:
        regular = min(self.total_hours, 40)
        overtime = max(self.total_hours - 40, 0)
        return regular * self.hourly_rate + overtime * self.hourly_rate * 1.5


employees = [
    Employee("Alice", "Engineering", 52.5, [8, 9, 8.5, 10, 9]),
    Employee("Bob", "Engineering", 48.0, [8, 8, 8, 8, 8]),
    Employee("Carla", "Sales", 31.25, [6, 7, 9, 9, 11, 4]),
    Employee("Dan", "Support", 27.0, [8, 8, 0, 8, 8]),
    Employee("Eve", "Sales", 35.0, [10, 10, 10, 10]),
]

by_dept: Dict[str, List[Employee]] = {}
for emp in employees:
    by_dept.setdefault(emp.department, []).append(emp)

print(f"{'Name':<8}{'Dept':<13}{'Hours':>7}{'Gross':>12}")
print("-" * 40)
for emp in sorted(employees, key=lambda e: e.gross_pay(), reverse=True):
    print(f"{emp.name:<8}{emp.department:<13}{emp.total_hours:>7.1f}{emp.gross_pay():>12,.2f}")

summary = {
    dept: {
        "headcount": len(staff),
        "payroll": round(sum(e.gross_pay() for e in staff), 2),
        "overtime": [e.name for e in staff if e.total_hours > 40],
    }
    for dept, staff in sorted(by_dept.items())
}
print()
for dept, info in summary.items():
    print(f"{dept}: {info['headcount']} staff, ${info['payroll']:,.2f}, overtime={info['overtime']}")
summary
