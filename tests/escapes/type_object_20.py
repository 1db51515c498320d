# expect: guest AttributeError
# technique: reading the mapping descriptor from the dict view class type() gives
class Z:
    def __init__(self):
        self.mapping = 1
type({"k": 1}.items()).mapping
