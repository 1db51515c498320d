# expect: limit fuel
# technique: max over the hosts of a /8 (a host generator, C loop)
# limits: fuel=100000, wall=5
import ipaddress
max(ipaddress.ip_network("10.0.0.0/8").hosts())
