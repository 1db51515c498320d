# expect: guest BindingError
# technique: datetime.fromtimestamp without a zone reads the host's local zone: nondeterministic, refused without the grant
import datetime
datetime.datetime.fromtimestamp(0)
