# expect: guest AttributeError
# technique: typed receiver: a dataclass instance's __dataclass_fields__ stays refused
from dataclasses import dataclass
@dataclass
class D:
    x: int
def main():
    d = D(1)
    f = "__dataclass_fields__"
    return getattr(d, f)
main()
