# expect: limit fuel
# technique: iterate the whole IPv6 address space through any()
# limits: fuel=100000, wall=5
import ipaddress
any(a.is_loopback and False for a in ipaddress.ip_network("::/0"))
