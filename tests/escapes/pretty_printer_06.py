# expect: value ''
# technique: a printer made while stdout was redirected keeps the redirect target (as CPython binds sys.stdout at construction), never the host's stdout
import contextlib, io, pprint
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    p = pprint.PrettyPrinter()
p.pprint("after")
print("seen:", buf.getvalue().strip())
""
