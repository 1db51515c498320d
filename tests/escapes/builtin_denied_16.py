# expect: value None
# technique: print(file=None) is the default and writes to the run's stdout
# stdout: 'x\n'
print("x", file=None)
