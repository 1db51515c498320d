# expect: compile STK-V003
# technique: TopologicalSorter internals (_node2info)
import graphlib
graphlib.TopologicalSorter()._node2info
