# expect: limit fuel
# technique: a guest __hash__ that never returns, called from C (dict insert)
# limits: fuel=20000
class H:
    def __hash__(self):
        while True:
            pass
{H(): 1}
