# expect: guest AttributeError
# technique: __dataclass_fields__ of a host object (a module-level dataclass of the stdlib is not the program's)
import decimal
decimal.Context().__dataclass_fields__
