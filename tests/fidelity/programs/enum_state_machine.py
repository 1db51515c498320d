from enum import Enum, auto


class State(Enum):
    DRAFT = auto()
    REVIEW = auto()
    APPROVED = auto()
    PUBLISHED = auto()
    ARCHIVED = auto()

    def next_states(self):
        return ALLOWED.get(self, ())

    @property
    def is_terminal(self):
        return not self.next_states()


ALLOWED = {
    State.DRAFT: (State.REVIEW,),
    State.REVIEW: (State.DRAFT, State.APPROVED),
    State.APPROVED: (State.PUBLISHED,),
    State.PUBLISHED: (State.ARCHIVED,),
}


class Document:
    def __init__(self, title):
        self.title = title
        self.state = State.DRAFT
        self.history = [self.state]

    def move(self, target):
        if target not in self.state.next_states():
            raise RuntimeError(f"{self.title}: {self.state.name} -> {target.name} not allowed")
        self.state = target
        self.history.append(target)


doc = Document("spec")
errors = []
for step in [State.REVIEW, State.DRAFT, State.REVIEW, State.PUBLISHED, State.APPROVED, State.PUBLISHED, State.ARCHIVED]:
    try:
        doc.move(step)
    except RuntimeError as e:
        errors.append(str(e))

print(" -> ".join(s.name for s in doc.history))
print(doc.state, repr(doc.state), doc.state.is_terminal)
(
    [s.name for s in State if s.is_terminal],
    errors,
    [s.value for s in doc.history],
    State.DRAFT is State(1),
    doc.state,
)
