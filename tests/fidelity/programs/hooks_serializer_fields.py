"""A tiny serializer framework: typed field descriptors with __set_name__."""


class Field:
    def __init__(self, kind, default=None, required=True):
        self.kind = kind
        self.default = default
        self.required = required

    def __set_name__(self, owner, name):
        self.name = name
        self.slot = "_" + name
        owner.fields = getattr(owner, "fields", ()) + (name,)

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.slot, self.default)

    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name}: expected {self.kind.__name__}, got {type(value).__name__}")
        setattr(obj, self.slot, value)


class Record:
    fields = ()

    def __init__(self, **data):
        for name in self.fields:
            field = getattr(type(self), name)
            if name in data:
                setattr(self, name, data.pop(name))
            elif field.required:
                raise ValueError(f"missing field {name!r}")
        if data:
            raise ValueError(f"unknown fields {sorted(data)}")

    def to_dict(self):
        return {name: getattr(self, name) for name in self.fields}


class User(Record):
    id = Field(int)
    name = Field(str)
    email = Field(str, default="", required=False)


print(User.fields)
u = User(id=1, name="ada")
print(u.to_dict())
u.email = "ada@example.org"
print(u.to_dict())
for bad in [dict(id="1", name="x"), dict(name="x"), dict(id=2, name="b", age=3)]:
    try:
        User(**bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
[type(User.id).__name__, User.email.default == ""]
