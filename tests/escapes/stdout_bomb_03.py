# expect: limit stdout
# technique: multi-byte characters are counted in UTF-8 bytes
# limits: stdout=1000
print('\u00e9' * 600)
