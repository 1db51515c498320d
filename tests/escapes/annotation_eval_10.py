# expect: guest AttributeError
# technique: a ParamSpec stand-in's parts are readable, the same attribute on any other typing stand-in is not
from typing import List
List.args
