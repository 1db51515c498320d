# expect: guest E
# technique: an exception whose __str__ recurses: the message becomes a placeholder
# limits: fuel=1000000
class E(Exception):
    def __str__(self):
        return str(self)
raise E()
