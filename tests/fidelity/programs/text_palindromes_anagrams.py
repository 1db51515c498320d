from collections import defaultdict

words = ["listen", "silent", "enlist", "google", "gooegl", "racecar", "level", "banana",
         "inlets", "stone", "tones", "notes", "Onset", "madam", "refer", "python"]


def is_palindrome(s: str) -> bool:
    cleaned = [c.lower() for c in s if c.isalnum()]
    return cleaned == cleaned[::-1]


def anagram_groups(ws):
    groups = defaultdict(list)
    for w in ws:
        groups["".join(sorted(w.lower()))].append(w)
    return sorted((sorted(g) for g in groups.values() if len(g) > 1), key=lambda g: (-len(g), g))


def longest_palindromic_substring(s: str) -> str:
    best = ""
    for center in range(len(s)):
        for lo, hi in ((center, center), (center, center + 1)):
            while lo >= 0 and hi < len(s) and s[lo] == s[hi]:
                lo -= 1
                hi += 1
            if hi - lo - 1 > len(best):
                best = s[lo + 1:hi]
    return best


pals = [w for w in words if is_palindrome(w)]
print("palindromes:", ", ".join(pals))
groups = anagram_groups(words)
for g in groups:
    print(" ~ ".join(g))
sentences = ["A man, a plan, a canal: Panama", "No lemon, no melon", "Not a palindrome"]
{
    "pals": pals,
    "groups": groups,
    "sentences": [is_palindrome(s) for s in sentences],
    "lps": [longest_palindromic_substring(s) for s in ["babad", "forgeeksskeegfor", "abc"]],
}
