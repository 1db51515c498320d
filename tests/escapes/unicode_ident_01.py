# expect: compile STK-V002
# technique: fullwidth low line in _＿class__ normalises (NFKC) to __dict__
()._＿dict__
