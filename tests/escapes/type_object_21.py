# expect: door
# technique: the dict view class type() gives cannot leave the run as the result
type({}.values())
