# expect: guest AttributeError
# technique: format field {0.__origin__} on typing.List
import typing
'{0.__origin__}'.format(typing.List)
