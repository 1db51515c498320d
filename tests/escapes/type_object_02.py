# expect: compile STK-V011
# technique: object()
object
