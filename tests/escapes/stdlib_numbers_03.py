# expect: guest AttributeError
# technique: the ABC cache state of numbers.Real read by a computed name
import numbers
getattr(numbers.Real, "_abc" + "_impl")
