# expect: door
# technique: classmethod(len) object cannot leave the run
classmethod(len)
