# expect: value 1
# technique: ligature ﬁ in an attribute name normalises to an allowed method (find)
"abc".ﬁnd("b")
