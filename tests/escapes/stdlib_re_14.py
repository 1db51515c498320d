# expect: limit wall | limit fuel
# limits: wall=0.5
# technique: many catastrophic searches in a loop each get a share of the remaining wall time
import re
for i in range(100):
    re.search(r"(.*?;){12}x", "a;" * 40)
