# expect: limit recursion
# technique: a guest __str__ that logs itself while its record is formatted, under an except Exception
import logging
logging.basicConfig()
class R:
    def __str__(self):
        logging.warning(R())
        return 'r'
try:
    logging.warning(R())
except Exception as e:
    print(type(e).__name__)
1
