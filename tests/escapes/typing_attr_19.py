# expect: guest TypeError
# technique: format field into typing.Any's metaclass
import typing
'{0.__class__.__mro__}'.format(typing.Any)
