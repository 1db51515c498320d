# expect: compile STK-V004
# technique: from functools import a member that is not admitted (update_wrapper copies __dict__ and sets __wrapped__)
from functools import update_wrapper
