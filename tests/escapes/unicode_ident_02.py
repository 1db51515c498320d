# expect: compile STK-V002
# technique: fullwidth letters __ｃｌａｓｓ__ normalise to __class__
().__ｃｌａｓｓ__.__ｂａｓｅ__
