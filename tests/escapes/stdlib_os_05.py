# expect: limit fuel
# limits: fuel=100000
# technique: os.path.join over a huge list of long parts, host work charged by length
import os
parts = ["x" * 1000] * 2000
for _ in range(50):
    os.path.join(*parts)
