# expect: guest AttributeError
# technique: JSONEncoder.encode read from the class and called with a non-encoder self reads through the guard (CPython's AttributeError)
import json
json.JSONEncoder.encode(3, [1])
