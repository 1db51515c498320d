# expect: value ["main.py:6 x\n", "main.py:8 f y\n"]
# technique: a format asks for the caller's pathname and lineno: the program's own file name and line, never a host path
import logging, io
buf = io.StringIO()
logging.basicConfig(stream=buf, format='%(pathname)s:%(lineno)d %(message)s')
logging.warning('x')
def f():
    logging.getLogger('n').warning('f y')
f()
[buf.getvalue().splitlines(True)[0], buf.getvalue().splitlines(True)[1]]
