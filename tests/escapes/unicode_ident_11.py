# expect: compile STK-V002
# technique: mixed fullwidth and ASCII low lines ._＿code__
(lambda: 0)._＿code__
