# expect: compile STK-V002
# technique: calling a descriptor's __set_name__ by hand with a host owner
class Field:
    def __set_name__(self, owner, name):
        self.owner = owner
Field().__set_name__(int, "real")
