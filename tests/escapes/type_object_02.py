# expect: door
# technique: object is admitted (sentinels, a base class) but cannot leave the run
object
