# expect: limit memory | limit fuel
# limits: memory=32000000
# technique: a huge pattern string translated and compiled (charged per character, bounded by memory)
import fnmatch
fnmatch.fnmatchcase("x", "[a-z]" * 10**7)
