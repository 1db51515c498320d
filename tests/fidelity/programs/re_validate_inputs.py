import re

PATTERNS = {
    "username": re.compile(r"[a-z][a-z0-9_]{2,15}"),
    "hex_color": re.compile(r"#(?:[0-9a-fA-F]{3}){1,2}"),
    "semver": re.compile(r"(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([\w.]+))?"),
    "iso_date": re.compile(r"\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])"),
}

samples = {
    "username": ["ada_99", "9lives", "ab", "x" * 20, "valid_name"],
    "hex_color": ["#fff", "#A0b1C2", "#abcd", "fff"],
    "semver": ["1.2.3", "01.2.3", "10.20.30-beta.1", "1.2"],
    "iso_date": ["2024-02-29", "2024-13-01", "2024-00-10", "1999-12-31"],
}

results = {kind: {s: bool(PATTERNS[kind].fullmatch(s)) for s in values} for kind, values in samples.items()}
sv = PATTERNS["semver"].fullmatch("10.20.30-beta.1")
for kind, res in results.items():
    print(kind, [s for s, ok in res.items() if ok])
(results, sv.groups(), sv.span(4), re.escape("a.b*c"), re.findall(r"(?i)the", "The other theme"))
