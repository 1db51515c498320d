# expect: guest AttributeError
# technique: object.__setattr__ on a stdlib object (a logger's private state)
import logging
object.__setattr__(logging.getLogger("x"), "_handlers", [print])
