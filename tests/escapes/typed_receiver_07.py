# expect: door
# technique: typed receiver: a dataclass instance's __dataclass_fields__ read by name through getattr: the same read-only field views as the attribute, which cannot leave the run
from dataclasses import dataclass
@dataclass
class D:
    x: int
def main():
    d = D(1)
    f = "__dataclass_fields__"
    return getattr(d, f)
main()
