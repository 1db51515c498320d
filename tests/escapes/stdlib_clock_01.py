# expect: guest BindingError
# technique: reading the host clock through datetime.datetime.now without the grant
import datetime
datetime.datetime.now(datetime.timezone.utc)
