# expect: guest ValueError
# technique: namedtuple field named __getattribute__ through a comma-separated string
from collections import namedtuple
P = namedtuple("P", "x,__getattribute__")
