from enum import Enum, IntEnum, StrEnum, auto, unique


class Color(StrEnum):
    RED = auto()
    DARK_GREEN = auto()


class Slug(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower().replace("_", "-")

    BLOG_POST = auto()
    LANDING_PAGE = auto()


class Step(IntEnum):
    FIRST = auto()
    SECOND = auto()
    TENTH = 10
    ELEVENTH = auto()


class Shape(Enum):
    SQUARE = 2
    DIAMOND = 1
    CIRCLE = 3
    ALIAS_FOR_SQUARE = 2


problems = []
try:

    @unique
    class Mistake(Enum):
        ONE = 1
        TWO = 2
        UNO = 1

except ValueError as e:
    problems.append(str(e))


@unique
class Fine(Enum):
    A = 1
    B = 2


print(list(Color), [s.value for s in Slug], list(Step))
print(Shape.ALIAS_FOR_SQUARE, Shape.ALIAS_FOR_SQUARE is Shape.SQUARE, len(Shape), [s.name for s in Shape])
(
    [c.value for c in Color],
    [s.value for s in Slug],
    [(s.name, s.value) for s in Step],
    Shape(2).name,
    problems,
    len(Fine),
    Color.DARK_GREEN == "dark_green",
)
