# expect: value [None, True, 1, 1.5, 'x', b'y']
# technique: scalars of every plain type cross unchanged
[None, True, 1, 1.5, 'x', b'y']
