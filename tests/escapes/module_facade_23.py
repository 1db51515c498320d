# expect: value 3
# technique: program-file facade exposes the file's own top-level names
import util
util.x + util.f()
# ===== util.py
x = 1
def f():
    return 2
