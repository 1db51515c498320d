# expect: value {1: [2, (3,)], 'b': b'x', 'f': frozenset({1})}
# technique: plain nested data crosses unchanged
{1: [2, (3,)], 'b': b'x', 'f': frozenset({1})}
