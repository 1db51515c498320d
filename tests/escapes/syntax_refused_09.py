# expect: compile STK-V002
# technique: attribute on a string literal inside an f-string
f"{'a'.__class__.__base__}"
