# expect: limit fuel
# limits: fuel=200000, memory=200000000, wall=5
# technique: findall over a long subject is charged per character scanned
import re
s = "ab " * 1000000
len(re.findall(r"[a-z]+", s))
