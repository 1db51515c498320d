# expect: compile STK-V002
# technique: assigning an exception's __notes__ list (only add_note is admitted)
e = ValueError("x")
e.__notes__ = ["a"]
