# expect: compile STK-V003
# technique: json.decoder submodule attribute
import json
json.decoder
