def traffic_light():
    durations = {"green": 3, "yellow": 1, "red": 2}
    order = ["green", "yellow", "red"]
    i = 0
    while True:
        color = order[i % 3]
        override = None
        for tick in range(durations[color]):
            override = yield color, tick
            if override:
                break
        i = order.index(override) if override else i + 1


light = traffic_light()
seq = [next(light) for _ in range(8)]
forced = light.send("red")
after = [next(light) for _ in range(3)]
print(seq)
(seq, forced, after)
