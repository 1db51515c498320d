# expect: limit fuel
# technique: iter(int, 1) consumed by sum
# limits: fuel=100000
sum(iter(int, 1))
