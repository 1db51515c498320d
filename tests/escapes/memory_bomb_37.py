# expect: limit fuel | limit wall
# technique: one multiplication of two 20-million-bit integers (fits the memory limit)
# limits: memory=64000000, fuel=10**9, wall=0.25
# isolate: subprocess
# timeout: 1
# hole: big-integer multiplication is not charged: one Karatsuba product of 2.5 MB operands runs seconds past the wall limit
x = (1 << 20000000) - 1
y = x * (x - 2)
