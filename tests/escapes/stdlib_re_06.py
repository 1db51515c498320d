# expect: guest AttributeError
# technique: str.format traversal into a Match object's private slots
import re
m = re.match("a", "a")
"{0._sk_spans}".format(m)
