# expect: limit fuel
# technique: sys.stdout.writelines over an endless generator of empty strings
# limits: fuel=100000
import sys
def forever():
    while True:
        yield ''
sys.stdout.writelines(forever())
