import re

messy = "  Hello,\t\tworld!  This   is\n\n\n a   test .  Trailing spaces   \n"
steps = {}
steps["collapse"] = re.sub(r"[ \t]+", " ", messy)
steps["paragraphs"] = re.sub(r"\n{3,}", "\n\n", steps["collapse"])
steps["punct"] = re.sub(r"\s+([.,!?])", r"\1", steps["paragraphs"])
steps["strip_lines"] = "\n".join(line.strip() for line in steps["punct"].splitlines())
words = re.findall(r"\b\w+\b", messy)
counts = len(re.findall(r"\s", messy))
(steps["strip_lines"], words, counts, re.split(r"\s+", messy.strip()))
