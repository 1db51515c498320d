# expect: compile STK-V004
# technique: fullwidth module name import ｓｏｃｋｅｔ
import ｓｏｃｋｅｔ
