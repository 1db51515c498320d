# expect: guest TypeError
# technique: string.Template.substitute read from the class with a guest object as self
import string
class Fake:
    template = "$x"
string.Template.substitute(Fake(), x=1)
