# expect: limit fuel | limit memory
# technique: csv writerows of one wide row referenced many times
# limits: fuel=1000000, wall=5
import csv, io
row = [0] * 100000
csv.writer(io.StringIO()).writerows([row] * 100000)
