from dataclasses import dataclass
from typing import List, Optional, Tuple


@dataclass(frozen=True)
class Meeting:
    title: str
    start: int  # minutes since midnight
    end: int

    def overlaps(self, other: "Meeting") -> bool:
        return self.start < other.end and other.start < self.end


def fmt(minutes: int) -> str:
    h, m = divmod(minutes, 60)
    return f"{h:02d}:{m:02d}"


class Calendar:
    def __init__(self, day_start: int = 9 * 60, day_end: int = 17 * 60) -> None:
        self.day_start = day_start
        self.day_end = day_end
        self.meetings: List[Meeting] = []

    def free_slot(self, duration: int) -> Optional[Tuple[int, int]]:
        cursor = self.day_start
        for m in sorted(self.meetings, key=lambda m: m.start):
            if m.start - cursor >= duration:
                return cursor, cursor + duration
            cursor = max(cursor, m.end)
        if self.day_end - cursor >= duration:
            return cursor, cursor + duration
        return None

    def book(self, title: str, duration: int) -> Optional[Meeting]:
        slot = self.free_slot(duration)
        if slot is None:
            return None
        meeting = Meeting(title, *slot)
        assert not any(meeting.overlaps(m) for m in self.meetings)
        self.meetings.append(meeting)
        return meeting


cal = Calendar()
cal.meetings.append(Meeting("Standup", 9 * 60, 9 * 60 + 15))
cal.meetings.append(Meeting("Lunch", 12 * 60, 13 * 60))
requests = [("Design review", 90), ("1:1", 30), ("Planning", 120), ("Retro", 60), ("All hands", 180)]
for title, dur in requests:
    m = cal.book(title, dur)
    if m:
        print(f"{title:<14} {fmt(m.start)}-{fmt(m.end)}")
    else:
        print(f"{title:<14} no slot for {dur} min")

[(m.title, fmt(m.start)) for m in sorted(cal.meetings, key=lambda m: m.start)]
