# expect: guest AttributeError
# technique: a '{'-style format walks an extra= guest object to its method's __globals__
import logging
class U:
    def hello(self):
        return 1
logging.basicConfig(style='{', format='{user.hello.__globals__} {message}')
logging.warning('x', extra={'user': U()})
