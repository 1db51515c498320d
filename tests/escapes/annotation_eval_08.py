# expect: guest AttributeError
# technique: calling a parameterised stand-in class from an annotation (GenericAlias of the stand-in: the stand-in runs, with CPython's own error for a graph without .items)
import graphlib
Sorter = graphlib.TopologicalSorter[str]
Sorter(42)
