# expect: compile STK-V002
# technique: reading __doc__ as a bare name (the module docstring slot)
"""module doc"""
__doc__
