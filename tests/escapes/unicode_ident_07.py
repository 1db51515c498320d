# expect: compile STK-V011
# technique: fullwidth setattr
ｓｅｔａｔｔｒ(1, "real", 2)
