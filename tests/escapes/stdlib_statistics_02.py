# expect: limit fuel
# technique: correlation over two huge ranges (host loop): charged per item of both inputs up front
# limits: fuel=1000000
import statistics
statistics.correlation(range(10**9), range(10**9))
