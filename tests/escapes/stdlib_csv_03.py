# expect: limit fuel
# technique: csv.reader over one long line referenced many times
# limits: fuel=1000000, wall=5
import csv
line = "x," * 50000
n = 0
for row in csv.reader([line] * 100000):
    n += 1
