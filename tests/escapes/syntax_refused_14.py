# expect: compile STK-V001
# technique: matrix multiplication operator (@) dispatching to __matmul__
x = 1 @ 2
