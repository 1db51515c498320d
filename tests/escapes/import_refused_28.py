# expect: compile STK-V004
# technique: import the Stockade package itself
import stockade
