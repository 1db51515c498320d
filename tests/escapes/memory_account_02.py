# expect: limit memory
# technique: the same 300,000 small tuples in a host whose heap is warm and fragmented
# host: fragmented-heap
# limits: memory=8000000, fuel=1000000
# hole: small objects placed in pymalloc arenas the host already owns are never charged: the memory limit depends on host heap state
a = [(i, i) for i in range(300000)]
len(a)
