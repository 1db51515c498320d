# expect: limit decimal
# technique: statistics calls as_integer_ratio in host Python and catches ValueError (a refusal must not become an answer)
import statistics
from decimal import Decimal
statistics.mean([Decimal(10) ** 999998, Decimal(1)])
