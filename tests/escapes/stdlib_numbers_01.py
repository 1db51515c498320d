# expect: guest AttributeError
# technique: numbers.Number.register to change what isinstance answers in later runs (process-wide ABC registry)
import numbers
class Money:
    pass
numbers.Number.register(Money)
