# expect: guest RuntimeError
# technique: super() outside a method, as in CPython
super()
