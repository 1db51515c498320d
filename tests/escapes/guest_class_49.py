# expect: guest AttributeError
# technique: attribute store on a module facade
import math as m
x = [m]
x[0].pi = 3
