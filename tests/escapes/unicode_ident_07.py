# expect: compile STK-V011
# technique: fullwidth getattr
ｇｅｔａｔｔｒ(1, "real")
