# expect: limit memory
# technique: except MemoryError around many small allocations, then retry
# limits: memory=20000000, fuel=10000000
a = []
for i in range(3):
    try:
        while True:
            a.append('y' * (512 + len(a) % 2))
    except MemoryError:
        a = []
'survived'
