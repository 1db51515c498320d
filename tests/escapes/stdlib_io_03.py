# expect: limit fuel
# technique: writelines over an endless iterator
# limits: fuel=100000
import io, itertools
io.StringIO().writelines(itertools.repeat("x"))
