# expect: compile STK-V002
# technique: closure cells through __closure__
def outer():
    x = 1
    def inner():
        return x
    return inner
outer().__closure__[0].cell_contents
