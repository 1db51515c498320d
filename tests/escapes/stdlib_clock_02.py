# expect: guest BindingError
# technique: reading the host clock through an instance: date(2020, 1, 1).today()
import datetime
datetime.date(2020, 1, 1).today()
