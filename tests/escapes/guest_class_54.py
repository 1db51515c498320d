# expect: guest E
# technique: __str__ returning a non-str: the message becomes a placeholder
class E(Exception):
    def __str__(self):
        return 1
raise E()
