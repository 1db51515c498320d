# expect: compile STK-V008
# technique: decorator on a nested function
def outer():
    @print
    def inner():
        pass
    return inner
