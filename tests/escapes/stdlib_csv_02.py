# expect: guest TypeError
# technique: csv.register_dialect writes the process-wide dialect registry
import csv
csv.register_dialect("guest", delimiter=";")
