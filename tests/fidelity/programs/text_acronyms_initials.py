phrases = ["portable network graphics", "as soon as possible", "Frequently Asked Questions",
           "application programming interface", "the united states of america", "  ", "graphics-processing unit"]
SMALL = {"of", "the", "and", "a", "an", "as", "in"}


def acronym(phrase: str, keep_small: bool = False) -> str:
    words = phrase.replace("-", " ").split()
    return "".join(w[0].upper() for w in words if keep_small or w.lower() not in SMALL)


def title_case(phrase: str) -> str:
    words = phrase.lower().split()
    return " ".join(w if (i and w in SMALL) else w.capitalize() for i, w in enumerate(words))


table = {p.strip() or "<blank>": (acronym(p), acronym(p, keep_small=True), title_case(p)) for p in phrases}
for k, v in table.items():
    print(f"{k[:30]:<30} {v[0]:<6} {v[1]:<6} {v[2]}")
initials = ["".join(part[0] + "." for part in name.split()) for name in ["Ada King Lovelace", "Grace Hopper", "Cher"]]
(table, initials, "hello world".title(), "hello world".capitalize(), "ǅemal".casefold(), "ß".upper())
