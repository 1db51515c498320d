# expect: limit fuel
# technique: type() of a range is the guest's range, so a huge one still iterates metered
# limits: fuel=100000
sum(type(range(1))(10**30))
