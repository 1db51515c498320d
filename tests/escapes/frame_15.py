# expect: value 1
# technique: generator __next__ method: next(gen) and nothing more (its method-wrapper's __self__ is refused)
(x for x in [1]).__next__()
