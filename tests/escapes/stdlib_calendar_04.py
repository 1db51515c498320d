# expect: value None
# technique: calendar.prmonth prints to the run, not the host's stdout
# stdout: '     March 2024\nMo Tu We Th Fr Sa Su\n             1  2  3\n 4  5  6  7  8  9 10\n11 12 13 14 15 16 17\n18 19 20 21 22 23 24\n25 26 27 28 29 30 31\n'
import calendar
calendar.prmonth(2024, 3)
