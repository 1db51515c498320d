import re
import string
import hashlib

POLICY = {"min_length": 10, "upper": 1, "lower": 1, "digits": 2, "symbols": 1}
COMMON = {"password123!", "qwerty12345!", "letmein2024!"}


def check(pw: str) -> list:
    problems = []
    if len(pw) < POLICY["min_length"]:
        problems.append(f"too short ({len(pw)} < {POLICY['min_length']})")
    counts = {
        "upper": sum(c.isupper() for c in pw),
        "lower": sum(c.islower() for c in pw),
        "digits": sum(c.isdigit() for c in pw),
        "symbols": sum(c in string.punctuation for c in pw),
    }
    for kind, need in POLICY.items():
        if kind in counts and counts[kind] < need:
            problems.append(f"needs {need} {kind} (has {counts[kind]})")
    if re.search(r"(.)\1\1", pw):
        problems.append("has a character repeated 3+ times")
    if pw.lower() in COMMON:
        problems.append("is a common password")
    if re.search(r"(?:0123|1234|2345|3456|4567|5678|6789|abcd|bcde)", pw.lower()):
        problems.append("contains a sequence")
    return problems


def strength(pw: str) -> str:
    classes = sum(bool(re.search(p, pw)) for p in (r"[a-z]", r"[A-Z]", r"\d", r"[^\w\s]"))
    score = len(pw) * 4 + classes * 10 - 15 * len(check(pw))
    return "weak" if score < 40 else "medium" if score < 70 else "strong"


candidates = ["hunter2", "Password123!", "Tr0ub4dor&3x", "correct horse battery staple", "aaaBBB111!!!", "Xk9#mQ2$vL7p"]
report = {}
for pw in candidates:
    issues = check(pw)
    digest = hashlib.sha256(pw.encode()).hexdigest()[:12]
    report[pw] = (strength(pw), len(issues))
    print(f"{pw!r:32} {strength(pw):<7} {digest} {'; '.join(issues) or 'OK'}")
report
