# expect: value 'fake'
# technique: a program file named subprocess.py is guest code, never the host subprocess module
import subprocess
subprocess.getoutput('id')
# ===== subprocess.py
def getoutput(cmd):
    return 'fake'
