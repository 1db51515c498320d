# expect: compile STK-V003
# technique: calendar.setfirstweekday changes the process-wide calendar
# runs: 2
import calendar
calendar.setfirstweekday(6)
