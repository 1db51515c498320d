# expect: value [1, 2]
# technique: a guest class deriving from a builtin container (admitted): at the door it leaves as a plain list read from list's own storage, so its looping __iter__ never runs after the run
class L(list):
    def __iter__(self):
        while True:
            pass
L([1, 2])
