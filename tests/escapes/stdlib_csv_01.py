# expect: guest TypeError
# technique: csv.field_size_limit changes every program in the process
# runs: 2
import csv
csv.field_size_limit(10**9)
