# expect: compile STK-V003
# technique: csv.Sniffer runs backtracking regular expressions over guest text
import csv
csv.Sniffer().sniff("a,b")
