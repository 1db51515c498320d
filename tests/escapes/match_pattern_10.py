# expect: compile STK-V002
# technique: naming the hidden pattern temporaries to swap in another class
__sk_mp0 = str
match 1:
    case int(real=r):
        pass
