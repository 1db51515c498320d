from string import Template

tpl = Template("Dear $name,\nyour order #$order_id of ${count} item(s) ships on $date.\n-- $$upport team")
orders = [
    {"name": "Ada", "order_id": 101, "count": 3, "date": "May 2"},
    {"name": "Bo", "order_id": 102, "count": 1},
]
out = []
for o in orders:
    try:
        out.append(tpl.substitute(o))
    except KeyError as e:
        out.append(f"missing {e}: " + tpl.safe_substitute(o).splitlines()[1])
print(out[0])
out
