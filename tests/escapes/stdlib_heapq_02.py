# expect: compile STK-V003
# technique: heapq.merge generator gi_frame walk
import heapq
heapq.merge([1], [2]).gi_frame
