# expect: value 1500058
# technique: html.parser character-reference flood with and without convert_charrefs stays linear
# limits: fuel=20000000, wall=5
from html.parser import HTMLParser
n = 0
for conv in (True, False):
    p = HTMLParser(convert_charrefs=conv)
    p.feed("&#" * 500000)
    p.close()
    n += 1
1500058 if n == 2 else 0
