# expect: value None
# stdout: ''
# technique: typing.get_origin of a program instance whose property would print: answered from the object's type alone, no attribute of it is read
from typing import get_origin
class Sneaky:
    @property
    def origin(self):
        print("read")
        return list
get_origin(Sneaky())
