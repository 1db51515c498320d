# expect: compile STK-V003
# technique: ipaddress process-wide netmask cache through the class
import ipaddress
ipaddress.IPv4Network._netmask_cache
