# expect: value 1
# technique: a module global spelt like a mangled hook name cannot replace the guard inside a class
_A__sk_ga = lambda o, n: 'pwned'
class A:
    def __init__(self):
        self.x = 1
    def get(self):
        return self.x
A().get()
