# expect: limit fuel
# technique: csv.DictWriter.writerows over an endless iterator
# limits: fuel=100000
import csv, io, itertools
csv.DictWriter(io.StringIO(), fieldnames=["a"]).writerows(itertools.repeat({"a": 1}))
