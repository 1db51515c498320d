# expect: value [None, None, None]
# technique: operator.attrgetter and getattr of the chain of a host-internal link
import ipaddress
import operator
try:
    ipaddress.IPv4Address("10.0.0.x")
except ValueError as e:
    err = e
[operator.attrgetter("__context__")(err), getattr(err, "__context__"), getattr(err, "__cause__", 1)]
