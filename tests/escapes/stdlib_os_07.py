# expect: value ["/", True, "b.txt"]
# technique: os.path is the posixpath facade (one object, as in CPython); its members are only the pure path functions
import os, posixpath
[os.sep, os.path is posixpath, os.path.basename("a/b.txt")]
