# expect: guest TypeError
# technique: get_type_hints of a host class (json.JSONEncoder) or a stdlib function
import json
import typing
typing.get_type_hints(json.JSONEncoder)
