# expect: limit memory | limit fuel
# technique: operator.pow bypassing the ** guard with a huge exponent
import operator
operator.pow(3, 10**12)
