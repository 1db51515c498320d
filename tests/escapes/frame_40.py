# expect: compile STK-V002
# technique: generator __next__ method-wrapper's __self__, then its frame
g = (x for x in [1])
g.__next__.__self__.gi_frame
