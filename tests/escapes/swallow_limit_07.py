# expect: limit fuel
# technique: retry loop: while True: try: while True: pass except: pass
# limits: fuel=100000
while True:
    try:
        while True:
            pass
    except:
        pass
