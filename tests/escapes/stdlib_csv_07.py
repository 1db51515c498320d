# expect: limit fuel
# technique: DictWriter compares every row's keys with 200,000 field names
# limits: fuel=1000000, wall=5, memory=200000000
import csv, io
names = [str(i) for i in range(200000)]
w = csv.DictWriter(io.StringIO(), fieldnames=names, restval="")
for _ in range(1000):
    w.writerow({})
