# expect: limit decimal
# technique: math.floor reaches Decimal.__floor__ from C, where no guard sees it
import math
from decimal import Decimal
math.floor(Decimal(10) ** 999998)
