# expect: value 'no match'
# technique: class pattern keyword that the subject lacks fails like CPython, reading nothing
import datetime
match datetime.date(2020, 1, 2):
    case datetime.date(days=d):
        result = d
    case _:
        result = "no match"
result
