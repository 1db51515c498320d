# expect: limit fuel
# technique: TopologicalSorter over many nodes sharing one long predecessor list
# limits: fuel=1000000, wall=5
import graphlib
preds = list(range(100000))
graphlib.TopologicalSorter({n: preds for n in range(100000, 101000)})
