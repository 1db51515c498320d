# expect: guest TypeError
# technique: a descriptor as the delimiter: its __get__ would run while the class is half made (the attributes are read statically)
from string import Template
class D:
    def __get__(self, obj, owner):
        print("ran")
        return "$"
class T(Template):
    delimiter = D()
