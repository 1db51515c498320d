# expect: limit wall
# limits: wall=0.3
# technique: catastrophic backtracking (lazy groups repeated) that even the regex engine cannot prune
import re
re.search(r"(.*?,){11}P", "1," * 30)
