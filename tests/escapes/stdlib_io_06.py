# expect: limit memory
# technique: print(file=...) into a StringIO in a loop grows it past the memory limit
# limits: memory=20000000
import io
f = io.StringIO()
for _ in range(1000):
    print("x" * 1000000, "y", sep="", end="", file=f)
