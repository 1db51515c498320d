# expect: guest ValueError
# technique: uncaught exception whose argument is a 2**40-leaf DAG: the host renders str(exc) after the run
# limits: wall=0.25
# isolate: subprocess
# timeout: 1
a = [0]
for i in range(40):
    a = [a, a]
raise ValueError(a)
