# expect: compile STK-V004
# technique: import threading / signal
import threading
