# expect: compile STK-V003
# technique: json.JSONDecoder / JSONEncoder classes
import json
json.JSONEncoder
