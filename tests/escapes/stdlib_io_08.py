# expect: guest TypeError
# technique: print(file=...) to a BytesIO raises CPython's TypeError from its write
import io
print("x", file=io.BytesIO())
