# expect: guest TypeError
# technique: type() of a timetuple() result, to reach time.struct_time and its constructor
import datetime
t = datetime.date(2024, 1, 1).timetuple()
type(t)
