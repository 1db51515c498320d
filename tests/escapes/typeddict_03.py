# expect: compile STK-V013
# technique: TypedDict class body defining a method (a way to keep code on the throwaway class)
from typing import TypedDict
class Movie(TypedDict):
    title: str
    def leak(self):
        return super()
