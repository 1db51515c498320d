# expect: limit fuel
# technique: covariance over a guest sequence whose iterator never ends while __len__ claims 3
# limits: fuel=200000
import statistics
class Liar:
    def __len__(self):
        return 3
    def __iter__(self):
        i = 0
        while True:
            i += 1
            yield i
statistics.covariance(Liar(), [1, 2, 3])
