# expect: value 'fake'
# technique: a program file named os.py is guest code, never the host os module
import os
os.getcwd()
# ===== os.py
def getcwd():
    return 'fake'
