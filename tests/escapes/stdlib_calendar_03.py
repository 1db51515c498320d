# expect: value 'Monday'
# technique: calendar names never follow the host's locale; the name table is read-only
import calendar
try:
    calendar.day_name[0] = "x"
except TypeError:
    pass
calendar.day_name[0]
