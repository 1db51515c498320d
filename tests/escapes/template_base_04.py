# expect: guest AttributeError
# technique: change idpattern after the class is made (to a backtracking pattern the host would have compiled)
from string import Template
class T(Template):
    delimiter = "%"
T.idpattern = r"(a+)+b"
