# expect: limit decimal
# technique: json's C scanner calls a guest parse_float with a 20,000-digit number
import json
from decimal import Decimal

json.loads("1." + "7" * 20000, parse_float=Decimal)
