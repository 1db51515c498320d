# expect: compile STK-V005
# technique: a second program file tries to store the binding
# bindings: kv
import util
# ===== util.py
saved = kv
