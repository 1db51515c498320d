# expect: compile STK-V004
# technique: import pickle
import pickle
