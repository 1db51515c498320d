# expect: compile STK-V005
# technique: global declaration of the binding's name
# bindings: kv
def f():
    global kv
