# expect: guest AttributeError
# technique: pprint with sys.stdout redirected to a host object without write (a dict): CPython's AttributeError
import pprint
from contextlib import redirect_stdout
with redirect_stdout({}):
    pprint.pprint({"a": 1})
