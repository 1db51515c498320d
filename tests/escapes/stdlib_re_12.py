# expect: limit fuel
# limits: fuel=50000
# technique: a guest replacement function in an endless sub loop stays metered
import re
def f(m):
    while True:
        pass
re.sub("a", f, "aaa")
