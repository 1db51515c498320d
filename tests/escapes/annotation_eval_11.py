# expect: guest TypeError
# technique: changing a class's evaluated __annotations__ through an alias, with update()
class C:
    x: int = 1
ann = C.__annotations__
ann.update({"z": "__import__('os')"})
