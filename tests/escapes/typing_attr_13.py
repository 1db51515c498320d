# expect: guest AttributeError
# technique: format field {0.__args__} on a subscripted alias
import typing
'{0.__args__}'.format(typing.List[int])
