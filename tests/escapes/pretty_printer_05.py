# expect: limit fuel
# limits: fuel=200000
# technique: a guest stream whose write loops: each write runs metered guest code
import pprint
class S:
    def write(self, text):
        while True:
            pass
pprint.PrettyPrinter(stream=S()).pprint([1, 2, 3])
