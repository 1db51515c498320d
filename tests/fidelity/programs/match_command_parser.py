def handle(command: str):
    match command.split():
        case ["go", direction] if direction in {"north", "south", "east", "west"}:
            return f"moving {direction}"
        case ["go", other]:
            return f"cannot go {other}"
        case ["take", *items] if items:
            return f"taking {', '.join(items)}"
        case ["look"] | ["l"]:
            return "you see a room"
        case ["quit" | "exit"]:
            return "bye"
        case []:
            return "say something"
        case [verb, *_]:
            return f"unknown verb {verb!r}"


cmds = ["go north", "go up", "take lamp key", "take", "l", "exit", "", "dance wildly"]
[handle(c) for c in cmds]
