def camel_to_snake(name: str) -> str:
    out = []
    for i, ch in enumerate(name):
        if ch.isupper():
            prev_lower = i > 0 and name[i - 1].islower()
            next_lower = i + 1 < len(name) and name[i + 1].islower()
            if i > 0 and (prev_lower or (next_lower and name[i - 1].isupper())):
                out.append("_")
            out.append(ch.lower())
        else:
            out.append(ch)
    return "".join(out)


def snake_to_camel(name: str, upper_first: bool = False) -> str:
    parts = [p for p in name.split("_") if p]
    if not parts:
        return ""
    head = parts[0].capitalize() if upper_first else parts[0].lower()
    return head + "".join(p.capitalize() for p in parts[1:])


names = ["userId", "HTTPServerError", "getHTTPResponseCode", "simple", "XMLHttpRequest", "already_snake", "A"]
snakes = {n: camel_to_snake(n) for n in names}
for k, v in snakes.items():
    print(f"{k:>22} -> {v}")
round_trip = {s: snake_to_camel(s) for s in snakes.values()}
(snakes, round_trip, snake_to_camel("__private_name__", upper_first=True), snake_to_camel("___"))
