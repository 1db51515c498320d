class Node:
    def __init__(self, value, next=None):
        self.value = value
        self.next = next


class LinkedList:
    def __init__(self, items=()):
        self.head = None
        self.size = 0
        for item in reversed(list(items)):
            self.push(item)

    def push(self, value):
        self.head = Node(value, self.head)
        self.size += 1

    def __iter__(self):
        node = self.head
        while node:
            yield node.value
            node = node.next

    def __len__(self):
        return self.size

    def reverse(self):
        prev, node = None, self.head
        while node:
            node.next, prev, node = prev, node, node.next
        self.head = prev
        return self

    def __repr__(self):
        return " -> ".join(map(str, self)) or "<empty>"


ll = LinkedList([1, 2, 3, 4])
ll.push(0)
(repr(ll), len(ll), repr(ll.reverse()), list(ll), repr(LinkedList()))
