# expect: compile STK-V003
# technique: json.scanner / json.decoder.scanstring internals
import json
json.scanner
