# expect: limit fuel
# technique: html.parser fed a megabyte of lone '<' characters, one host loop turn each
# limits: fuel=2000000, wall=5
from html.parser import HTMLParser
p = HTMLParser()
p.feed("<" * 1000000)
p.close()
