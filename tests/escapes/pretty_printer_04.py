# expect: guest AttributeError
# technique: replace the stream after construction to reach host writes
import pprint
p = pprint.PrettyPrinter()
p.stream = None
