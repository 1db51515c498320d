# expect: limit fuel
# limits: fuel=2000000
# technique: super().sort() inside an override, to reach the builtin sort uncharged
class L(list):
    def sort(self, **kw):
        super().sort(**kw)
xs = L(range(200000))
while True:
    xs.sort(reverse=True)
