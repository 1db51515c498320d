# expect: compile STK-V004
# technique: urllib.request (the network) next to the admitted urllib.parse
import urllib.request
