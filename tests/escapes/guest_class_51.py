# expect: guest RuntimeError
# technique: super() in a staticmethod without arguments
class A:
    @staticmethod
    def s():
        return super()
A.s()
