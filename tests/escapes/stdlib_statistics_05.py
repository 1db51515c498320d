# expect: value [1.0, 3.666666666666667, 1.3333333333333335, 2]
# technique: linear_regression result fields and tuple unpacking are plain values
import statistics
r = statistics.linear_regression([1, 2, 3], [2, 4, 4])
slope, intercept = r
[slope, 2 * intercept + slope, intercept, len(r)]
