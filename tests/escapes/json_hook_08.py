# expect: compile STK-V003
# technique: json.JSONDecoder class (JSONEncoder is Stockade's own class: json_encoder_*)
import json
json.JSONDecoder
