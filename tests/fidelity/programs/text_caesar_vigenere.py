import string

LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase


def shift_char(ch: str, k: int) -> str:
    if ch in LOWER:
        return LOWER[(LOWER.index(ch) + k) % 26]
    if ch in UPPER:
        return UPPER[(UPPER.index(ch) + k) % 26]
    return ch


def caesar(text: str, k: int) -> str:
    return "".join(shift_char(c, k) for c in text)


def vigenere(text: str, key: str, decrypt: bool = False) -> str:
    out, i = [], 0
    for c in text:
        if c.isalpha():
            k = LOWER.index(key[i % len(key)].lower())
            out.append(shift_char(c, -k if decrypt else k))
            i += 1
        else:
            out.append(c)
    return "".join(out)


msg = "Attack at Dawn! Meet at the old mill, 5 o'clock."
c1 = caesar(msg, 13)
c2 = vigenere(msg, "lemon")
print(c1)
print(c2)
assert caesar(c1, 13) == msg
assert vigenere(c2, "lemon", decrypt=True) == msg
freq = sorted(((c2.lower().count(ch), ch) for ch in set(c2.lower()) if ch.isalpha()), reverse=True)[:3]
{"rot13": c1, "vigenere": c2, "top_letters": freq}
