# expect: limit stdout
# technique: logging.warning in a loop floods the captured stderr past the output limit
# limits: stdout=100000, fuel=10**8
import logging
while True:
    logging.warning('x' * 1000)
