# expect: limit fuel | limit wall
# limits: fuel=2000000, wall=1
# technique: a glob with many stars over a long name, again and again (matched by the guest's re: charged and interruptible)
import fnmatch
while True:
    fnmatch.fnmatchcase("a" * 20000, "*a" * 60 + "*b")
