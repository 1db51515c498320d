# expect: guest TypeError
# technique: matrix multiplication operator (@) on ints: no builtin type defines __matmul__
x = 1 @ 2
