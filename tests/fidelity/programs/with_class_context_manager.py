class Transaction:
    def __init__(self, store):
        self.store = store
        self.pending = {}

    def __enter__(self):
        return self

    def set(self, key, value):
        self.pending[key] = value

    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            self.store.update(self.pending)
            return False
        self.pending.clear()
        return exc_type is ValueError


store = {"a": 1}
with Transaction(store) as tx:
    tx.set("b", 2)
with Transaction(store) as tx:
    tx.set("c", 3)
    raise ValueError("rollback")
try:
    with Transaction(store) as tx:
        tx.set("d", 4)
        raise KeyError("d")
except KeyError:
    pass
store
