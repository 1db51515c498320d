# expect: compile STK-V004
# technique: import json.decoder (submodule of an admitted module)
import json.decoder
