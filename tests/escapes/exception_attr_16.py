# expect: guest ValueError
# technique: raising an exception carrying a function: only its message text leaves
raise ValueError(lambda: 1)
