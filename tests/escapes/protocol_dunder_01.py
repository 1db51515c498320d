# expect: compile STK-V002
# technique: an arithmetic special method read off an int, to skip the ** operator's size guard
(2).__pow__(10 ** 9)
