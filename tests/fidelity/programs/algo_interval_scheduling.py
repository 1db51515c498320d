from typing import List, Tuple
import heapq

Interval = Tuple[int, int]

def merge(intervals: List[Interval]) -> List[Interval]:
    result: List[Interval] = []
    for start, end in sorted(intervals):
        if result and start <= result[-1][1]:
            result[-1] = (result[-1][0], max(result[-1][1], end))
        else:
            result.append((start, end))
    return result

def min_rooms(meetings: List[Interval]) -> int:
    ends: List[int] = []
    rooms = 0
    for start, end in sorted(meetings):
        while ends and ends[0] <= start:
            heapq.heappop(ends)
        heapq.heappush(ends, end)
        rooms = max(rooms, len(ends))
    return rooms

def max_non_overlapping(meetings: List[Interval]) -> List[Interval]:
    chosen: List[Interval] = []
    last_end = float("-inf")
    for start, end in sorted(meetings, key=lambda m: m[1]):
        if start >= last_end:
            chosen.append((start, end))
            last_end = end
    return chosen

def free_slots(busy: List[Interval], day: Interval) -> List[Interval]:
    slots = []
    cursor = day[0]
    for s, e in merge(busy):
        if s > cursor:
            slots.append((cursor, s))
        cursor = max(cursor, e)
    if cursor < day[1]:
        slots.append((cursor, day[1]))
    return slots

meetings = [(9, 10), (9, 12), (11, 13), (14, 15), (12, 14), (16, 18), (17, 19)]
print("merged:", merge(meetings))
print("rooms needed:", min_rooms(meetings))
print("max set:", max_non_overlapping(meetings))
fmt = lambda h: f"{h:02d}:00"
print([f"{fmt(a)}-{fmt(b)}" for a, b in free_slots([(10, 11), (13, 15), (14, 16)], (9, 18))])
print(merge([]), min_rooms([]), merge([(1, 5), (2, 3)]))
{"merged": merge(meetings), "rooms": min_rooms(meetings)}
