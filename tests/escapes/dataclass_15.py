# expect: value [1, "A(x=2)", "AttributeError"]
# technique: dataclass slots=True passed through **options the verifier cannot see; the new class is registered before the program sees it
import dataclasses
options = {"slots": True}
@dataclasses.dataclass(**options)
class A:
    x: int
a = A(1)
out = [a.x]
a.x = 2
out.append(repr(a))
try:
    a.other = 3
except AttributeError as e:
    out.append(type(e).__name__)
out
