# expect: door
# technique: returning a dict keys view
{1: 2}.keys()
