# expect: compile STK-V011
# technique: script small e (U+212F) normalising into eval
ℯval("1")
