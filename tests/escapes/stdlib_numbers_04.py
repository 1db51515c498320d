# expect: value [False, True]
# runs: 2
# technique: isinstance checks against numbers ABCs leave nothing behind that changes another run's answer
import numbers
class Money:
    def __float__(self):
        return 1.0
[isinstance(Money(), numbers.Real), isinstance(2, numbers.Integral)]
