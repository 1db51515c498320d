HEX = "0123456789ABCDEF"


def unquote(s: str) -> str:
    out = bytearray()
    i = 0
    while i < len(s):
        ch = s[i]
        if ch == "%" and i + 2 < len(s) + 0 and s[i + 1:i + 3].upper().strip(HEX) == "":
            out.append(int(s[i + 1:i + 3], 16))
            i += 3
        elif ch == "+":
            out.append(32)
            i += 1
        else:
            out.extend(ch.encode("utf-8"))
            i += 1
    return out.decode("utf-8")


def parse_qs(query: str) -> dict:
    result = {}
    for pair in filter(None, query.split("&")):
        key, sep, value = pair.partition("=")
        result.setdefault(unquote(key), []).append(unquote(value) if sep else "")
    return result


def split_url(url: str) -> dict:
    scheme, _, rest = url.partition("://")
    rest, _, fragment = rest.partition("#")
    rest, _, query = rest.partition("?")
    host, slash, path = rest.partition("/")
    host, _, port = host.partition(":")
    return {"scheme": scheme, "host": host, "port": int(port) if port else None,
            "path": slash + path, "query": parse_qs(query), "fragment": fragment}


urls = [
    "https://example.com:8443/search?q=caf%C3%A9+au+lait&lang=fr&lang=en#top",
    "http://localhost/api/v1/items?limit=10&offset=&flag",
    "ftp://files.example.org/pub/readme.txt",
]
parsed = [split_url(u) for u in urls]
for p in parsed:
    print(p["scheme"], p["host"], p["port"], p["path"], p["query"])
parsed
