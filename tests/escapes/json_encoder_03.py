# expect: limit fuel
# limits: fuel=200000
# technique: a guest iterencode that never ends, joined by the host's encode
import json
class Endless(json.JSONEncoder):
    def iterencode(self, o, _one_shot=False):
        n = 0
        while True:
            n += 1
            if n > 10 ** 9:
                break
            yield ""
Endless().encode(1)
