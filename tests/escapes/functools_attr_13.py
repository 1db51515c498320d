# expect: value '5'
# technique: format field {0.obj} on a cmp_to_key wrapper reads only the program's own wrapped value
import functools
'{0.obj}'.format(functools.cmp_to_key(lambda a, b: 0)(5))
