# expect: guest TypeError
# technique: dataclass slots=True passed through **options the verifier cannot see (builds a new unmarked class)
import dataclasses
options = {"slots": True}
@dataclasses.dataclass(**options)
class A:
    x: int
A(1)
