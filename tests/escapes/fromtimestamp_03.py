# expect: guest BindingError
# technique: an explicit tz=None is the local-zone reader too, also read through an instance
import datetime
datetime.datetime(2020, 1, 1).fromtimestamp(0, tz=None)
