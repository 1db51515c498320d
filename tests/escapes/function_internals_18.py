# expect: compile STK-V002
# technique: module dunders __loader__ / __spec__ / __file__
__loader__, __spec__, __file__
