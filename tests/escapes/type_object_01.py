# expect: door
# technique: type(x) returns an admitted class, which cannot leave the run
type(1)
