# expect: limit memory
# technique: str.__mul__ read off the class to repeat a string past the memory limit
str.__mul__("x", 10 ** 9)
