# expect: compile STK-V002
# technique: class pattern reading __match_args__ or dunders by keyword
match 1:
    case int(__match_args__=m):
        pass
