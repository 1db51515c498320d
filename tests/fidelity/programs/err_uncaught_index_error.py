# expect: raises IndexError
rows = [["id", "name"], ["1", "ann"], ["2"]]
header = rows[0]
for row in rows[1:]:
    print(f"{header[0]}={row[0]} {header[1]}={row[1]}")
