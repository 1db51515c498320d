# expect: value ['m: line 1 column 1 (char 0)']
# technique: constructing JSONDecodeError gives an ordinary exception
import json
list(json.JSONDecodeError("m", "d", 0).args)
