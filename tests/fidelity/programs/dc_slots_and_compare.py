from dataclasses import dataclass, astuple


@dataclass(frozen=True, order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0

    @classmethod
    def parse(cls, s: str) -> "Version":
        parts = [int(p) for p in s.split(".")]
        return cls(*parts)

    def __str__(self) -> str:
        return ".".join(map(str, astuple(self)))


vs = [Version.parse(s) for s in ["1.2.10", "1.2.9", "0.9", "2", "1.10.0"]]
latest = max(vs)
([str(v) for v in sorted(vs)], str(latest), Version(1, 2) < Version(1, 2, 1), len({Version(1), Version(1, 0, 0)}))
