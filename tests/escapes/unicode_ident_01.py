# expect: compile STK-V002
# technique: fullwidth low line in _＿class__ normalises (NFKC) to __class__
()._＿class__._＿base__
