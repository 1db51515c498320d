# expect: limit fuel
# technique: IPv6 /64 subnets into /128s (2**64 items)
# limits: fuel=100000, wall=5
import ipaddress
max(ipaddress.ip_network("2001:db8::/64").subnets(new_prefix=128))
