# expect: value ['A', 'made', False]
# technique: __new__ returning a non-instance: __init__ is skipped (CPython's rule), nothing half-made escapes
log = []
class A:
    def __new__(cls, flag):
        log.append(cls.__name__)
        return "made" if flag else super().__new__(cls)
    def __init__(self, flag):
        log.append("init")
log + [A(True), "init" in log]
