# expect: compile STK-V002
# technique: rebinding __name__
__name__ = "builtins"
