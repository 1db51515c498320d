import textwrap

PROJECTS = [
    {"name": "Atlas", "owner": "R. Singh", "status": "on track", "budget": 125000, "spent": 87250.5,
     "summary": "Migration of the legacy billing system to the new event-driven platform, including data backfill and reconciliation tooling."},
    {"name": "Beacon", "owner": "M. Okafor", "status": "at risk", "budget": 40000, "spent": 39990,
     "summary": "Customer notification service. Vendor SMS pricing changed mid-quarter; scope reduced to email and push."},
    {"name": "Cobalt", "owner": "J. Li", "status": "done", "budget": 9800, "spent": 7420.75,
     "summary": "Internal dashboard."},
]

WIDTH = 64
TEMPLATE = "{name:<10} {owner:<12} {status:^10} {spent:>12,.2f} / {budget:>10,d}"


def section(title: str) -> str:
    return "{0}\n{1}".format(title.upper(), "=" * len(title))


lines = [section("Quarterly project report"), ""]
lines.append("{:<10} {:<12} {:^10} {:>12} / {:>10}".format("Project", "Owner", "Status", "Spent", "Budget"))
lines.append("-" * WIDTH)
for p in PROJECTS:
    lines.append(TEMPLATE.format(**p))
    wrapped = textwrap.fill(p["summary"], width=WIDTH - 4, initial_indent="  > ", subsequent_indent="    ")
    lines.append(wrapped)
    pct = p["spent"] / p["budget"]
    if pct > 0.95:
        lines.append("    {:!^30}".format(" {:.1%} of budget used ".format(pct)))
lines.append("-" * WIDTH)
total_spent = sum(p["spent"] for p in PROJECTS)
total_budget = sum(p["budget"] for p in PROJECTS)
lines.append("{:>35}{:>12,.2f} / {:>10,d}".format("Total:", total_spent, total_budget))
note = textwrap.dedent("""\
    Notes:
      * figures are in USD
      * status as of end of quarter
""")
lines.append(note)
print("\n".join(lines))
shortened = [textwrap.shorten(p["summary"], width=40, placeholder=" [...]") for p in PROJECTS]
print(textwrap.indent("\n".join(shortened), "| "))
textwrap.wrap("a b c d e f g h", 5), len("\n".join(lines))
