# expect: compile STK-V003
# technique: calendar.LocaleTextCalendar reads the host's locale
import calendar
calendar.LocaleTextCalendar()
