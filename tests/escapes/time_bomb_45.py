# expect: limit fuel | limit wall
# technique: big-integer floor division of multi-megabit operands
# limits: fuel=2000000, wall=0.25
# isolate: subprocess
# timeout: 1.5
# hole: big-integer // and % are not charged: one quadratic division runs seconds past the wall limit (3.12+ divides these sizes fast enough)
# hole-when: <3.12
x = (1 << 400000) - 1
y = x * x * x * x * x * x * x * x
q = y // (x * x * x + 7)
