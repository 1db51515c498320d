# expect: guest AttributeError
# technique: format field {0._sk_text} on a typing stand-in
import typing
'{0._sk_text}'.format(typing.List)
