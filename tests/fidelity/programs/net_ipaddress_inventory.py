import ipaddress
from collections import defaultdict

hosts = [
    "10.0.1.15", "10.0.1.200", "10.0.2.7", "192.168.1.1",
    "172.16.5.4", "8.8.8.8", "2001:db8::1", "fe80::1", "not-an-ip", "10.0.1.300",
]
subnets = [ipaddress.ip_network(n) for n in ["10.0.1.0/24", "10.0.0.0/16", "192.168.0.0/16", "2001:db8::/32"]]

grouped = defaultdict(list)
invalid = []
for h in hosts:
    try:
        addr = ipaddress.ip_address(h)
    except ValueError as e:
        invalid.append(str(e))
        continue
    match_net = next((n for n in sorted(subnets, key=lambda n: n.prefixlen, reverse=True) if addr in n), None)
    grouped[str(match_net) if match_net else "other"].append(str(addr))
    print(f"{h:<14} v{addr.version} private={addr.is_private} global={addr.is_global}")

for net, members in grouped.items():
    print(net, members)
print(invalid)

net = ipaddress.ip_network("10.0.1.0/28")
print(net.num_addresses, net.netmask, net.broadcast_address, list(net.hosts())[:3])
print([str(s) for s in net.subnets(new_prefix=30)])
iface = ipaddress.ip_interface("192.168.1.10/24")
print(iface.network, iface.ip, ipaddress.ip_address("10.0.0.1") + 255)
print(int(ipaddress.IPv4Address("1.2.3.4")), ipaddress.IPv4Address(16909060))
collapsed = list(ipaddress.collapse_addresses([ipaddress.ip_network("10.0.0.0/25"), ipaddress.ip_network("10.0.0.128/25")]))
print(collapsed)
sorted(ipaddress.ip_address(h) for h in ["10.0.0.2", "10.0.0.10", "9.255.255.255"])[0].exploded
