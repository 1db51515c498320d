# expect: limit memory
# technique: StringIO seek far past the end, then print(file=...) into it
# limits: memory=20000000
import io
f = io.StringIO()
f.seek(10**12)
print("x", file=f)
