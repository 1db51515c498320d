# expect: limit fuel
# technique: sorted() key function that never returns
# limits: fuel=100000
def key(x):
    while True:
        pass
sorted([2, 1], key=key)
