# expect: limit fuel
# technique: a '{'-style logging format whose long dotted field name makes CPython's validation regex backtrack (charged before it runs)
import logging
logging.Formatter('{a' + '.a' * 400000 + '-}', style='{')
