# expect: guest AttributeError
# technique: linear_regression result: namedtuple internals beyond slope/intercept stay closed (name defined elsewhere)
import statistics
class H:
    def __init__(self):
        self._asdict = None
r = statistics.linear_regression([1, 2, 3], [2, 4, 7])
r._asdict()
