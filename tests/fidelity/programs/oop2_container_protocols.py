from typing import Iterator, List, Union, overload  # noqa: F401


class Playlist:
    def __init__(self, name: str, songs: List[str] | None = None) -> None:
        self.name = name
        self._songs: List[str] = list(songs or [])

    def __len__(self) -> int:
        return len(self._songs)

    def __iter__(self) -> Iterator[str]:
        return iter(self._songs)

    def __getitem__(self, idx):
        if isinstance(idx, slice):
            return Playlist(f"{self.name}[slice]", self._songs[idx])
        return self._songs[idx]

    def __setitem__(self, idx: int, value: str) -> None:
        self._songs[idx] = value

    def __delitem__(self, idx: int) -> None:
        del self._songs[idx]

    def __contains__(self, item: object) -> bool:
        return item in self._songs

    def __add__(self, other: "Playlist") -> "Playlist":
        return Playlist(f"{self.name}+{other.name}", self._songs + other._songs)

    def __bool__(self) -> bool:
        return bool(self._songs)

    def __reversed__(self) -> Iterator[str]:
        return reversed(self._songs)

    def __repr__(self) -> str:
        return f"Playlist({self.name!r}, {self._songs!r})"


p = Playlist("road", ["Africa", "Roam", "Drive", "Holiday"])
q = Playlist("chill", ["Teardrop"])
print(len(p), p[0], p[-1], p[1:3])
print("Drive" in p, "Thriller" in p)
p[1] = "Roam (live)"
del p[0]
print(list(p), list(reversed(p)))
both = p + q
print(both, len(both))
print(bool(Playlist("empty")), bool(q))
for i, song in enumerate(both, start=1):
    print(f"{i:>2}. {song:<12}|")
try:
    p[10]
except IndexError as e:
    print("IndexError:", e)
print(sorted(both), max(both, key=len), ", ".join(both))
a, b, *rest = both
print(a, b, rest)
print(dict(zip(both, range(100))))
