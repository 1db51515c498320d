# expect: limit fuel
# limits: fuel=2000000
# technique: ndiff's line-pair comparisons run in host Python: charged before they start
import difflib
a = [str(i) + "x" * 60 for i in range(2000)]
b = [str(i) + "y" * 60 for i in range(2000)]
list(difflib.ndiff(a, b))
