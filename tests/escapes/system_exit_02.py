# expect: limit fuel
# technique: raising SystemExit from a finally block while the fuel limit unwinds the loop
# limits: fuel=20000
try:
    while True:
        pass
finally:
    raise SystemExit("stop the host")
