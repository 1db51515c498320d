from functools import total_ordering
from typing import List

RANKS = "23456789TJQKA"
SUITS = "cdhs"


@total_ordering
class Card:
    def __init__(self, rank: str, suit: str) -> None:
        if rank not in RANKS or suit not in SUITS:
            raise ValueError(f"bad card {rank}{suit}")
        self.rank = rank
        self.suit = suit

    @property
    def value(self) -> int:
        return RANKS.index(self.rank)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return (self.rank, self.suit) == (other.rank, other.suit)

    def __lt__(self, other: "Card") -> bool:
        return (self.value, SUITS.index(self.suit)) < (other.value, SUITS.index(other.suit))

    def __hash__(self) -> int:
        return hash((self.rank, self.suit))

    def __repr__(self) -> str:
        return f"Card('{self.rank}{self.suit}')"

    def __str__(self) -> str:
        return self.rank + self.suit


def parse(hand: str) -> List[Card]:
    return [Card(tok[0], tok[1]) for tok in hand.split()]


hand = parse("Kh 2c Ah Td 2c 9s Kh")
print(sorted(hand))
print(" ".join(str(c) for c in sorted(set(hand), reverse=True)))
print(max(hand), min(hand), len(set(hand)))
print(Card("A", "h") >= Card("K", "s"), Card("2", "c") <= Card("2", "c"), Card("3", "d") == "3d")
seen = {Card("A", "h"): "ace"}
print(seen.get(Card("A", "h")), Card("A", "h") in seen)
try:
    Card("1", "x")
except ValueError as exc:
    print(exc)
try:
    print(Card("2", "c") < 5)
except AttributeError as exc:
    print("AttributeError:", exc)
counts = {}
for c in hand:
    counts[c] = counts.get(c, 0) + 1
sorted(((str(c), n) for c, n in counts.items()), key=lambda t: (-t[1], t[0]))
