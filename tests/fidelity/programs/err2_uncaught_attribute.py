# expect: raises AttributeError
class Node:
    def __init__(self, value: int, next: "Node | None" = None) -> None:
        self.value = value
        self.next = next


def walk(n):
    total = 0
    while True:
        total += n.value
        n = n.next
    return total


head = Node(1, Node(2, Node(3)))
print(head.next.next.value)
walk(head)
