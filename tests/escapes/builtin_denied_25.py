# expect: compile STK-V011
# technique: print passed file= through a denied builtin name
print("x", file=open("out.txt", "w"))
