# expect: compile STK-V011
# technique: mathematical bold letters spelling eval
𝐞𝐯𝐚𝐥("1")
