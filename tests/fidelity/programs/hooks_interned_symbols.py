"""Interned symbols and a singleton registry built with __new__."""


class Symbol:
    _table = {}

    def __new__(cls, name):
        if not name.isidentifier():
            raise ValueError(f"bad symbol name: {name!r}")
        try:
            return cls._table[name]
        except KeyError:
            sym = super().__new__(cls)
            sym.name = name
            cls._table[name] = sym
            return sym

    def __repr__(self):
        return f":{self.name}"


class Settings:
    _instance = None

    def __new__(cls, **overrides):
        if cls._instance is None:
            cls._instance = super().__new__(cls)
            cls._instance.values = {"debug": False, "level": 1}
        return cls._instance

    def __init__(self, **overrides):
        self.values.update(overrides)


tokens = "let x = y + x * y".split()
syms = [Symbol(t) for t in tokens if t.isidentifier()]
print(syms, len(Symbol._table), syms[1] is syms[4])
try:
    Symbol("2bad")
except ValueError as e:
    print("error:", e)
a = Settings(debug=True)
b = Settings(level=3)
print(a is b, a.values)
sorted(Symbol._table)
