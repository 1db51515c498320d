# expect: compile STK-V005
# technique: import alias with the binding's name
# bindings: kv
import math as kv
