# expect: value [None, None, True, True]
# technique: walk __context__ of an ipaddress error to the ValueError raised and caught inside ipaddress
import ipaddress
try:
    ipaddress.IPv4Address("10.0.0.x")
except ValueError as e:
    err = e
[err.__cause__, err.__context__, err.__suppress_context__, isinstance(err, ValueError)]
