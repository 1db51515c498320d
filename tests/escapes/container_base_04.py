# expect: limit fuel
# limits: fuel=2000000
# technique: list.sort on a big list subclass instance, again and again: each sort charged for its length
class L(list):
    pass
xs = L(range(200000))
while True:
    xs.sort(reverse=True)
