# expect: value None
# technique: print of a surrogate character is accounted without crashing
# stdout: '\ud800\n'
print('\ud800')
