# expect: guest AttributeError
# technique: read the redirect's saved targets (the previous stream) with getattr
import io
from contextlib import redirect_stdout
r = redirect_stdout(io.StringIO())
with r:
    getattr(r, "_old_targets")
