# expect: guest AttributeError
# technique: a filesystem probe (os.path.exists) reached through getattr on the path facade
import os.path
getattr(os.path, "ex" + "ists")("/etc/passwd")
