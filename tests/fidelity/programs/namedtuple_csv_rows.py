from collections import namedtuple

DATA = """city,country,population
Tokyo,JP,37400068
Delhi,IN,28514000
Shanghai,CN,25582000
Sao Paulo,BR,21650000"""

lines = DATA.splitlines()
Row = namedtuple("Row", lines[0].split(","))
rows = [Row(*line.split(",")) for line in lines[1:]]
rows = [r._replace(population=int(r.population)) for r in rows]
biggest = max(rows, key=lambda r: r.population)
print(biggest)
([r.city for r in sorted(rows, key=lambda r: r.population)], biggest.country, sum(r.population for r in rows))
