from typing import TypedDict, NotRequired, Required, Annotated, Optional

class Base(TypedDict):
    id: int

class Movie(Base, total=False):
    title: str
    year: Required[int]
    rating: Annotated[NotRequired[float], "stars"]
    note: Optional["Movie"]

Point = TypedDict("Point", {"x": int, "y": NotRequired[int]})
for td in (Base, Movie, Point):
    print(td.__name__, sorted(td.__required_keys__), sorted(td.__optional_keys__), td.__total__)
print(Movie.__annotations__)
print(Point.__annotations__)
def validate(data: dict, schema) -> list[str]:
    missing = [k for k in sorted(schema.__required_keys__) if k not in data]
    unknown = [k for k in data if k not in schema.__annotations__]
    return missing + unknown
validate({"id": 1, "bogus": 2}, Movie)
