# expect: compile STK-V002
# technique: Generic.__class_getitem__ read directly
from typing import Generic
Generic.__class_getitem__
