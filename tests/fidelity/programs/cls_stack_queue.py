from typing import Generic, List, Optional, TypeVar

T = TypeVar("T")


class Stack(Generic[T]):
    def __init__(self) -> None:
        self._items: List[T] = []

    def push(self, item: T) -> None:
        self._items.append(item)

    def pop(self) -> T:
        if not self._items:
            raise IndexError("pop from empty stack")
        return self._items.pop()

    def peek(self) -> Optional[T]:
        return self._items[-1] if self._items else None

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, item: object) -> bool:
        return item in self._items


def balanced(text: str) -> bool:
    pairs = {")": "(", "]": "[", "}": "{"}
    s: Stack[str] = Stack()
    for ch in text:
        if ch in "([{":
            s.push(ch)
        elif ch in pairs:
            if s.peek() != pairs[ch]:
                return False
            s.pop()
    return len(s) == 0


def rpn(expr: str) -> float:
    s: Stack[float] = Stack()
    ops = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b, "/": lambda a, b: a / b}
    for tok in expr.split():
        if tok in ops:
            b, a = s.pop(), s.pop()
            s.push(ops[tok](a, b))
        else:
            s.push(float(tok))
    return s.pop()


st = Stack()
try:
    st.pop()
except IndexError as e:
    err = str(e)
([balanced(t) for t in ("([]{})", "([)]", "((", "")], rpn("3 4 + 2 *"), rpn("5 1 2 + 4 * + 3 -"), err)
