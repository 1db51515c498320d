# expect: guest KeyError
# technique: extra= overwrites the record's name field with a guest object
import logging
class Evil:
    def __str__(self):
        return 'pwned'
logging.basicConfig(format='%(name)s %(message)s')
logging.warning('x', extra={'name': Evil()})
