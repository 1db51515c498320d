# expect: guest AttributeError
# technique: calendar.setfirstweekday changes the process-wide calendar
# runs: 2
import calendar
calendar.setfirstweekday(6)
