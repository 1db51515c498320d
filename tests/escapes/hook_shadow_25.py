# expect: value 'ABC'
# technique: a single-underscore lookalike (_sk_ga) is an ordinary name and changes nothing
_sk_ga = lambda o, n: 1
_sk_cm = None
'abc'.upper()
