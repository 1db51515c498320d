# expect: value {'A': 1}
# technique: copying an enum's __members__ gives a plain dict of the program's members; changing the copy changes nothing of the class
from enum import Enum
class C(Enum):
    A = 1
m = C.__members__.copy()
m["Z"] = 9
{k: v.value for k, v in C.__members__.items()}
