# expect: guest BindingError
# technique: date.fromtimestamp always reads the host's local zone: refused without the grant
import datetime
datetime.date.fromtimestamp(0)
