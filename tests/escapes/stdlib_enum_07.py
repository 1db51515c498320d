# expect: guest AttributeError
# technique: enum functional API: Enum("Name", "A B") makes a class without a class statement; it is registered, so the machinery's sunder state stays unreadable
from enum import Enum
Dyn = Enum("Dyn", "A B")
getattr(Dyn, "_member" + "_map_")
