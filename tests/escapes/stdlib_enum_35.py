# expect: limit fuel
# limits: fuel=200000
# technique: enum functional API with a huge names string, each member charged
from enum import Enum
names = " ".join(f"M{i}" for i in range(50000))
E = Enum("E", names)
