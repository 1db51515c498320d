# expect: limit fuel
# limits: fuel=2000000
# technique: list.sort read off the class and called with a subclass instance (the unbound form)
class L(list):
    pass
xs = L(range(200000))
s = list.sort
while True:
    s(xs, reverse=True)
